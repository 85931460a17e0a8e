// Building URLs with template literals whose fields span lines.
// Spec: ⟦https://tc39.es/ecma262/#sec-template-literals⟧
const base = `⟦https://api.example.com/v2/${
  tenant.id
}/items?limit=${limit}⟧`;

const avatar = `⟦https://cdn.example.com/u/${user.id}/${
  size > 64 ? "large" : "small"
}.png⟧`;

console.log("fetching %s from ⟦https://status.example.com/%s⟧", name, path);
fetch("⟦https://example.com/search?q=a<b⟧");
