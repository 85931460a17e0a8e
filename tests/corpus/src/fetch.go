package mirror

import (
	"context"
	"fmt"
	"net/http"
	"time"
)

// Mirrors, in order of preference. The FTP mirror is read-only;
// see ⟦https://mirror.example.org/README.txt⟧ for the layout.
var Mirrors = []string{
	"⟦https://mirror.example.org/quarry/⟧",
	"⟦https://mirror2.example.net/pub/quarry/⟧",
	"⟦ftp://anonymous@ftp.example.org/pub/quarry/⟧",
	"⟦http://192.0.2.10:8080/quarry/⟧",
}

// ArtifactURL builds e.g. ⟦https://mirror.example.org/quarry/v0.9.1/quarry_0.9.1_linux_amd64.tar.gz⟧.
func ArtifactURL(base, version, goos, goarch string) string {
	return fmt.Sprintf("%sv%s/quarry_%s_%s_%s.tar.gz", base, version, version, goos, goarch)
}

func ChecksumURL(version string) string {
	return fmt.Sprintf("⟦https://github.com/quarry-dev/quarry/releases/download/v%[1]s/checksums_%[1]s.txt⟧", version)
}

func Fetch(ctx context.Context, rawURL string) (*http.Response, error) {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, rawURL, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("User-Agent", "quarry-mirror/1.0 (+⟦https://github.com/quarry-dev/quarry⟧)")
	return http.DefaultClient.Do(req)
}

var s3Prefix = "⟦s3://quarry-releases/v0.9/⟧"   // synced nightly
var gcsPrefix = "⟦gs://quarry-releases-eu/v0.9/⟧" // EU copy

/*
Old layout (before 2023), kept for reference:
	⟦http://quarry.example.io/downloads/quarry-0.8.tar.gz⟧
	⟦http://quarry.example.io/downloads/quarry-0.8.zip⟧
*/
