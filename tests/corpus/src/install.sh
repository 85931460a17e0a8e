#!/usr/bin/env bash
# Installer for quarry. Usage:
#   curl -fsSL ⟦https://quarry.example.io/install.sh⟧ | bash
#   curl -fsSL ⟦https://quarry.example.io/install.sh⟧ | bash -s -- --version 0.9.1
# Source: ⟦https://github.com/quarry-dev/quarry/blob/main/scripts/install.sh⟧
set -euo pipefail

VERSION="${QUARRY_VERSION:-0.9.1}"
BASE_URL="${QUARRY_MIRROR:-⟦https://github.com/quarry-dev/quarry/releases/download⟧}"
OS="$(uname -s | tr '[:upper:]' '[:lower:]')"
ARCH="$(uname -m)"

url="${BASE_URL}/v${VERSION}/quarry_${VERSION}_${OS}_${ARCH}.tar.gz"
sums="⟦https://github.com/quarry-dev/quarry/releases/download/v${VERSION}/checksums.txt⟧"

echo "Downloading quarry ${VERSION} from ${url}..."
curl -fsSL -o /tmp/quarry.tgz "$url"
curl -fsSL "$sums" | grep "quarry_${VERSION}_${OS}_${ARCH}" | sha256sum -c - || {
	echo "checksum mismatch, see ⟦https://quarry.example.io/docs/install.html#checksums⟧" >&2
	exit 1
}

# Optional shell completion
wget -qO "$HOME/.local/share/bash-completion/completions/quarry" ⟦https://raw.githubusercontent.com/quarry-dev/quarry/v${VERSION}/completions/quarry.bash⟧

# Python extras from a private index
pip install --index-url "⟦https://${PYPI_USER}:${PYPI_TOKEN}@pypi.internal.example.com/simple/⟧" quarry-extras
pip install "⟦git+ssh://git@github.com/quarry-dev/quarry-plugins.git@main#egg=quarry-plugins⟧"

# Health check of a local dashboard: ⟦http://$HOST:$PORT/health⟧
HOST=${HOST:-localhost}
PORT=${PORT:-8321}
if curl -fs ⟦http://$HOST:$PORT/health⟧ >/dev/null; then
	echo "dashboard up at ⟦http://$HOST:$PORT/⟧"
fi

echo "Done! Docs: ⟦https://quarry.readthedocs.io/⟧, chat: ⟦https://discord.example.gg/quarry⟧."
