package io.example.bakery.config;

import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.CorsRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

// Spring CORS docs: ⟦https://docs.spring.io/spring-framework/reference/web/webmvc-cors.html⟧
@Configuration
public class WebConfig implements WebMvcConfigurer {

    static final String[] ORIGINS = {
        "⟦https://harborlights.example⟧",
        "⟦https://admin.harborlights.example:8443⟧",
        "⟦http://localhost:5173⟧",
    };

    /** Legacy redirect target, kept until Q3 (see ticket ⟦https://jira.example.com/browse/BAKE-1042⟧). */
    static final String LEGACY = "⟦http://harborlights.example.net/shop/index.jsp?lang=en&cat=%s⟧";

    @Override
    public void addCorsMappings(CorsRegistry registry) {
        registry.addMapping("/api/**")
                .allowedOrigins(ORIGINS)
                .allowedMethods("GET", "POST");
    }

    /*
     * Endpoints:
     *   GET  ⟦https://harborlights.example/api/orders/{orderId}⟧
     *   POST ⟦https://harborlights.example/api/orders/{orderId}/items⟧
     *   GET  ⟦https://harborlights.example/api/catalog?page={page}&size={size}⟧
     */
    static String orderLink(long id) {
        return "⟦https://harborlights.example/orders/⟧" + id + "#summary";
    }

    static final String FEED = "⟦ftp://reports:Rep0rt%21@ftp.harborlights.example:2121/daily/⟧";
    static final String NOT_A_URL = "com.example.bakery.config";
}
