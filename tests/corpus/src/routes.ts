import express, { Request, Response } from "express";
import { createProxyMiddleware } from "http-proxy-middleware";

// Upstream services. See ⟦https://expressjs.com/en/guide/routing.html⟧ for the :param syntax.
const UPSTREAM = {
  orders: "⟦http://orders.internal:8080⟧",
  inventory: "⟦http://inventory.internal:8080/api/v1/⟧",
  search: process.env.SEARCH_URL ?? "⟦http://search.internal:9200/products/_search?q=*:*&size=10⟧",
} as const;

const app = express();

// Proxies GET /api/orders/:id to ⟦http://orders.internal:8080/orders/:id⟧ (see ⟦https://github.com/chimurai/http-proxy-middleware#readme⟧).
app.use("/api/orders", createProxyMiddleware({ target: UPSTREAM.orders, changeOrigin: true }));

app.get("/products/:slug", async (req: Request, res: Response) => {
  const upstream = `${UPSTREAM.inventory}products/${req.params.slug}`;
  const r = await fetch(upstream);
  res.status(r.status).json(await r.json());
});

app.get("/go/:code", (req: Request, res: Response) => {
  const targets: Record<string, string> = {
    docs: "⟦https://harborlights.example/dev/docs/⟧",
    wiki: "⟦https://en.wikipedia.org/wiki/Bread_(disambiguation)⟧",
    ftp: "⟦ftp://files.harborlights.example/pub/price%20list.csv⟧",
    gist: "⟦https://gist.github.com/mkbaker/0a1b2c3d4e5f6a7b8c9d⟧",
  };
  res.redirect(targets[req.params.code] ?? "/");
});

export const OPENAPI_SERVERS = [
  { url: "⟦https://{region}.api.harborlights.example/{basePath}⟧", variables: { region: { default: "eu" } } },
  { url: "⟦http://localhost:{port}/v2⟧" },
];

/** Callback registered with the payment provider: ⟦https://harborlights.example/hooks/payments/{+provider}/{?event,id}⟧ */
export function callbackUrl(provider: string): string {
  return `⟦https://harborlights.example/hooks/payments/${provider}⟧`;
}

app.listen(3000, () => console.log("listening on ⟦http://localhost:3000⟧ (pid %d)", process.pid));
