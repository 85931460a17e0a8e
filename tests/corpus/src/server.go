// Package server runs the quarry dashboard.
//
// The dashboard API is documented at ⟦https://quarry.readthedocs.io/en/latest/dashboard.html⟧.
// Embedding follows ⟦https://pkg.go.dev/embed⟧.
package server

import (
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
)

const (
	defaultAddr   = "localhost:8321"
	docsURL       = "⟦https://quarry.readthedocs.io/en/latest/⟧"
	issueTemplate = "⟦https://github.com/quarry-dev/quarry/issues/new?template=bug.md&title=%s&labels=dashboard⟧"
	ipv6Loopback  = "⟦http://[::1]:8321/⟧"
)

// rawHelp is shown by `quarry dashboard --help`.
var rawHelp = `Usage: quarry dashboard [--addr ADDR]

Opens ⟦http://localhost:8321/⟧ in your browser.
Docs: ⟦https://quarry.readthedocs.io/en/latest/dashboard.html#flags⟧`

func jobURL(host string, id int) string {
	return fmt.Sprintf("⟦http://%s/api/v1/jobs/%d⟧", host, id)
}

func bugReport(title string) string {
	return fmt.Sprintf(issueTemplate, url.QueryEscape(title))
}

func main() {
	broker := os.Getenv("QUARRY_BROKER")
	if broker == "" {
		broker = "⟦redis://127.0.0.1:6379/0⟧"
	}
	u, err := url.Parse(broker)
	if err != nil {
		log.Fatalf("bad broker URL %q: %v (see %s)", broker, err, docsURL)
	}
	http.HandleFunc("/api/v1/jobs/", jobsHandler)
	http.Handle("/", http.RedirectHandler("⟦https://quarry.readthedocs.io/en/latest/dashboard.html⟧", http.StatusFound))
	log.Printf("broker %s, listening on ⟦http://%s⟧ (metrics at ⟦http://%s/metrics⟧)", u.Redacted(), defaultAddr, defaultAddr)
	log.Fatal(http.ListenAndServe(defaultAddr, nil))
}

func jobsHandler(w http.ResponseWriter, r *http.Request) {
	// TODO: pagination like ⟦https://docs.github.com/en/rest/guides/using-pagination-in-the-rest-api⟧.
	w.Header().Set("Link", `<⟦http://localhost:8321/api/v1/jobs/?page=2⟧>; rel="next"`)
	fmt.Fprintf(w, "see %s or http:// nothing\n", ipv6Loopback)
}
