#!/usr/bin/env bash
# Renders the HTML report of Fixtures/ShopApp with headless Chromium (Debian's `chromium`
# package) and writes docs/html-report.png: the top of the page and the first cluster, scaled to
# 60 %. Run by hand from the package root; .ci/run does not need Chromium.
#
#   Benchmarks/html_report_screenshot.sh [OUT.png]
#
# Needs: chromium, ImageMagick's `convert` (or set CONVERT to its path). Chromium runs without its sandbox because CI
# containers run as root; it only opens the local file.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-docs/html-report.png}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift build --product xibify >/dev/null
set +e
"$(swift build --show-bin-path)/xibify" report Fixtures/ShopApp --format html --output "$work/report.html" 2>/dev/null
status=$?
set -e
# 65: Fixtures/ShopApp/Broken holds malformed files on purpose.
if [ "$status" != "65" ]; then echo "xibify report exited $status, expected 65" >&2; exit 1; fi
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --window-size=1180,3000 --screenshot="$work/full.png" "file://$work/report.html" >/dev/null 2>&1
# The overview and the first cluster, at 60 %, in 96 colours (about 80 KB).
"${CONVERT:-convert}" "$work/full.png" -crop 1180x2150+0+0 +repage -resize 60% +dither -colors 96 -strip "$out"
echo "wrote $out"
