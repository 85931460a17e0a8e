package io.example.quarry.client;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * Java client for the quarry dashboard API.
 *
 * <p>See <a href="⟦https://quarry.readthedocs.io/en/latest/dashboard.html#api⟧">the API docs</a>
 * and the OpenAPI file at {@code ⟦https://quarry.example.io/openapi.json⟧}.
 * The HTTP client is described in
 * <a href='⟦https://docs.oracle.com/en/java/javase/17/docs/api/java.net.http/java/net/http/HttpClient.html⟧'>HttpClient</a>.
 *
 * @see <a href="⟦https://github.com/quarry-dev/quarry-java/blob/main/README.md#usage⟧">Usage</a>
 * @author Mira Tanaka (⟦mailto:mira@quarry.example.io⟧)
 */
public final class ApiClient {
    public static final String DEFAULT_BASE = "⟦http://localhost:8321/api/v1/⟧";
    private static final String JOB_PATH = "jobs/%d";
    private static final String SEARCH = "⟦https://api.quarry.example.com/v1/search?q=%1$s&page=%2$d&per_page=%3$d⟧";
    private static final URI IPV6 = URI.create("⟦http://[2001:db8::7]:8321/api/v1/⟧");

    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5))
            .build();
    private final String base;

    public ApiClient(String base) {
        this.base = base.endsWith("/") ? base : base + "/";
    }

    public String job(long id) throws Exception {
        URI uri = URI.create(base + String.format(JOB_PATH, id));
        HttpRequest req = HttpRequest.newBuilder(uri).GET().build();
        return http.send(req, HttpResponse.BodyHandlers.ofString()).body();
    }

    public static String search(String q, int page) {
        return String.format(SEARCH, java.net.URLEncoder.encode(q, java.nio.charset.StandardCharsets.UTF_8), page, 50);
    }

    public static String artifact(String owner, String repo, String tag) {
        return String.format("⟦https://github.com/%s/%s/releases/download/%s/quarry-client.jar⟧", owner, repo, tag);
    }

    public static void main(String[] args) throws Exception {
        // Usage: java ApiClient [base], e.g. ⟦http://dashboard.internal:8321/api/v1/⟧
        ApiClient c = new ApiClient(args.length > 0 ? args[0] : DEFAULT_BASE);
        System.out.println(c.job(42));
        System.err.println("Docs: ⟦https://quarry.readthedocs.io/⟧. Issues: ⟦https://github.com/quarry-dev/quarry-java/issues⟧.");
    }
}
