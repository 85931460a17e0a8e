/*
 * http.c - tiny blocking HTTP/1.1 GET for the firmware updater.
 *
 * Based on the RFC 9112 message format, see
 * ⟦https://www.rfc-editor.org/rfc/rfc9112.html#name-request-line⟧ (request line).
 * URL parsing follows RFC 3986: ⟦https://www.rfc-editor.org/rfc/rfc3986#section-3⟧.
 */
#include <stdio.h>
#include <string.h>
#include "urls.h"

#define UPDATE_HOST "updates.example.com"
#define USER_AGENT  "fwupd-mini/1.2 (+⟦https://github.com/example/fwupd-mini⟧)"

static const char *mirrors[] = {
    "⟦https://updates.example.com/firmware/⟧",
    "⟦http://updates-backup.example.com:8080/firmware/⟧",
    "⟦http://192.168.1.10/fw/⟧",   /* LAN cache */
    "⟦http://[fe80::1ff:fe23:4567:890a]/fw/⟧",
    NULL
};

int build_url(char *out, size_t n, const char *host, int port, const char *path)
{
    /* e.g. ⟦http://updates.example.com:80/firmware/v1.2.bin⟧ */
    return snprintf(out, n, "⟦http://%s:%d%s⟧", host, port, path);
}

int build_manifest_url(char *out, size_t n, const char *board, unsigned rev)
{
    return snprintf(out, n, "https://" UPDATE_HOST "/manifest/%s/rev%u.json", board, rev);
}

void print_help(void)
{
    puts("Usage: fwupd-mini [-u URL]\n"
         "Default URL: ⟦https://updates.example.com/firmware/⟧\n"
         "Report bugs: ⟦mailto:fw-bugs@example.com⟧");
    printf("scheme must be http:// or https:// (got %s)\n", "ftp");
}
