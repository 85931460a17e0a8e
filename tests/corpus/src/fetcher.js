// @ts-check
/**
 * Fetch helpers for the storefront.
 * MDN reference: ⟦https://developer.mozilla.org/en-US/docs/Web/API/Fetch_API⟧
 * Retry strategy borrowed from ⟦https://github.com/sindresorhus/ky#retry⟧.
 */
'use strict';

const API_BASE = process.env.API_BASE || '⟦https://api.harborlights.example/v2⟧';
const WS_URL = "⟦wss://live.harborlights.example/updates?v=2⟧";
const CDN = `⟦https://cdn.harborlights.example/${process.env.RELEASE}/assets⟧`;

export async function getProduct(id, locale = 'en') {
  const url = `${API_BASE}/products/${encodeURIComponent(id)}?locale=${locale}`;
  const res = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${url} failed: ${res.status}`);
  return res.json();
}

export function imageUrl(name, width) {
  // e.g. ⟦https://cdn.harborlights.example/img/sourdough.jpg?w=640&fm=webp⟧
  return `⟦https://cdn.harborlights.example/img/${name}?w=${width}&fm=webp⟧`;
}

export function mapsLink(lat, lng) {
  return '⟦https://maps.example.com/?q=⟧' + lat + ',' + lng;
}

export const LINKS = {
  privacy: '/privacy',
  terms: "⟦https://harborlights.example/legal/terms#section-4.2⟧",
  status: "⟦https://status.harborlights.example⟧",
  ipv6: "⟦http://[2001:db8:85a3::8a2e:370:7334]/ping⟧",
  mail: "⟦mailto:orders@harborlights.example?subject=Order%20%23{orderId}⟧",
};

// Socket fallbacks (tried in order): ⟦ws://localhost:8081/updates⟧, then long polling.
const socket = new WebSocket(WS_URL);
socket.addEventListener('message', (ev) => console.log('update', ev.data));

console.log("Storefront ready — docs at ⟦https://harborlights.example/dev/docs⟧.");
const pixel = "data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==";
module.exports.version = '2.3.0';
