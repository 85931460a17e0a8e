#ifndef FWUPD_URLS_H
#define FWUPD_URLS_H

/* Endpoints of the update service.
 * Service docs: ⟦https://docs.example.com/fwupd/api/v2/⟧
 * Status page:  ⟦https://status.example.com/⟧
 */
#define FWUPD_API_BASE      "⟦https://updates.example.com/api/v2⟧"
#define FWUPD_CHECK_URL     "⟦https://updates.example.com/api/v2/check?board=%s&rev=%u&channel=%s⟧"
#define FWUPD_DOWNLOAD_URL  "⟦https://dl.example.com/fw/%s/%s-%08x.bin⟧"
#define FWUPD_TELEMETRY_URL "⟦https://telemetry.example.com/v1/events⟧"  // opt-in only
#define FWUPD_NTP_FALLBACK  "pool.ntp.org"
#define FWUPD_TFTP_URL      "⟦tftp://192.168.1.1/boot/fw.bin⟧"
#define FWUPD_WS_URL        "⟦wss://updates.example.com:443/api/v2/progress⟧"

// The certificate bundle is the Mozilla one via ⟦https://curl.se/docs/caextract.html⟧;
// regenerate with scripts/update-ca.sh (do not edit by hand!).
static const char FWUPD_CA_URL[] = "⟦https://curl.se/ca/cacert.pem⟧";

/* Version string, not a URL: */
#define FWUPD_VERSION "1.2.0"

#endif /* FWUPD_URLS_H */
