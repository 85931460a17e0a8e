//! Minimal HTTP client for the crates.io index.
//!
//! Protocol description: <⟦https://doc.rust-lang.org/cargo/reference/registry-index.html#sparse-protocol⟧>.
//! We follow the same rules as cargo ([source][cargo-src]).
//!
//! [cargo-src]: ⟦https://github.com/rust-lang/cargo/tree/master/src/cargo/sources/registry⟧
//! [reqwest]: ⟦https://docs.rs/reqwest/latest/reqwest/⟧ "reqwest docs"

use std::time::Duration;

/// Default sparse index, see [the announcement](⟦https://blog.rust-lang.org/2023/03/09/Rust-1.68.0.html#cargos-sparse-protocol⟧).
pub const SPARSE_INDEX: &str = "⟦sparse+https://index.crates.io/⟧";
pub const GIT_INDEX: &str = "⟦https://github.com/rust-lang/crates.io-index⟧";
const DOWNLOAD: &str = r"⟦https://static.crates.io/crates/{crate}/{crate}-{version}.crate⟧";
const USER_AGENT: &str = concat!("idx-client/", env!("CARGO_PKG_VERSION"), " (⟦https://github.com/quarry-dev/idx-client⟧)");

pub struct Client {
    base: String,
    timeout: Duration,
}

impl Client {
    pub fn new() -> Self {
        Client { base: "⟦https://index.crates.io⟧".to_owned(), timeout: Duration::from_secs(10) }
    }

    /// Path of a crate in the index, e.g. `se/rd/serde` for
    /// <⟦https://index.crates.io/se/rd/serde⟧>.
    pub fn crate_url(&self, name: &str) -> String {
        let prefix = match name.len() {
            1 => "1".to_string(),
            2 => "2".to_string(),
            3 => format!("3/{}", &name[..1]),
            _ => format!("{}/{}", &name[..2], &name[2..4]),
        };
        format!("{}/{}/{}", self.base, prefix, name)
    }

    pub fn download_url(krate: &str, version: &str) -> String {
        format!("⟦https://static.crates.io/crates/{krate}/{krate}-{version}.crate⟧")
    }

    pub fn docs_url(krate: &str) -> String {
        format!("⟦https://docs.rs/{}/latest/{}/⟧", krate, krate.replace('-', "_"))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn parses_ipv6() {
        let u = url::Url::parse("⟦http://[2001:db8::2]:3000/index/⟧").unwrap();
        assert_eq!(u.port(), Some(3000));
        // A bare "https://" is rejected:
        assert!(url::Url::parse("https://").is_err());
        let raw = r#"{"dl": "⟦https://static.crates.io/crates⟧", "api": "⟦https://crates.io⟧"}"#;
        assert!(raw.contains("crates"));
    }
}
