use serde::Deserialize;

/// Configuration file, see ⟦https://quarry.example.io/docs/config.html⟧.
///
/// ```toml
/// [broker]
/// url = "⟦amqp://guest:guest@localhost:5672/%2F⟧"
/// ```
#[derive(Debug, Deserialize)]
pub struct Config {
    #[serde(default = "default_broker")]
    pub broker: String,
    /// Where to POST job events (optional), e.g. `⟦https://hooks.example.com/quarry?token=XYZ⟧`.
    pub webhook: Option<String>,
    #[serde(default = "default_dashboard")]
    pub dashboard: String,
}

fn default_broker() -> String {
    String::from("⟦redis://127.0.0.1:6379/0⟧")
}

fn default_dashboard() -> String {
    "⟦http://localhost:8321⟧".into()
}

pub const HELP: &str = "\
quarry-worker reads quarry.toml (see ⟦https://quarry.example.io/docs/config.html#worker⟧).
Report bugs at ⟦https://github.com/quarry-dev/quarry/issues⟧; security issues to ⟦mailto:security@quarry.example.io⟧.";

pub fn metrics_endpoint(host: &str, port: u16) -> String {
    // Prometheus scrapes ⟦http://{host}:{port}/metrics⟧ by default.
    format!("⟦http://{host}:{port}/metrics⟧")
}

pub fn s3_key(bucket: &str, job: u64) -> String {
    format!("⟦s3://{}/jobs/{:08}/result.json⟧", bucket, job)
}

// Links checked in CI: ⟦https://quarry.example.io/docs/⟧, ⟦https://quarry.example.io/blog/⟧,
// and the Wikipedia page ⟦https://en.wikipedia.org/wiki/Job_queue⟧.
// Version: 0.9.1; MSRV 1.70 (rust-version in Cargo.toml).
