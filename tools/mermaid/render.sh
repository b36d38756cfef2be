#!/usr/bin/env bash
# Renders the first Mermaid diagram of a schema report to an SVG, outside the default build:
# Mermaid's CLI drives a headless Chromium (Debian's package chromium, at /usr/bin/chromium;
# puppeteer's own browser download is skipped). Labels are SVG text, not HTML, so that the image
# shows the same wherever an <img> shows it.
#
#   mvn -B -pl annotations,processor,runtime,sample-app -am package -DskipTests   # writes the report
#   tools/mermaid/render.sh sample-app/target/schemaguard/schema.md docs/images/schema.svg
set -euo pipefail
report=${1:?the schema.md to read}
out=${2:?the .svg to write}
here=$(cd "$(dirname "$0")" && pwd)
diagram=$(mktemp --suffix=.mmd)
trap 'rm -f "$diagram"' EXIT
awk '/^```mermaid$/ { inside = 1; next } /^```$/ && inside { exit } inside' "$report" > "$diagram"
test -s "$diagram" || { echo "no mermaid diagram in $report" >&2; exit 1; }
PUPPETEER_SKIP_DOWNLOAD=true npx -y -p @mermaid-js/mermaid-cli@11.17.0 -p puppeteer@24.9.0 mmdc \
  -p "$here/puppeteer.json" -c "$here/mermaid-config.json" -b white -i "$diagram" -o "$out"
