#!/usr/bin/env bash
# Renders the HTML report of a folder with headless Chromium (Debian's `chromium` package) at a
# window width and writes a cropped PNG. Run by hand from the package root; .ci/run does not
# need Chromium.
#
#   Benchmarks/html_report_screenshot.sh [OUT.png [INPUT [WIDTH [TOP [HEIGHT [SCALE]]]]]]
#
# Defaults: docs/html-report.png, Fixtures/ShopApp, 1180 pixels wide, the top 2150 pixels, at 60 %.
# The report is made from INPUT's parent folder, so its paths start with INPUT's name. The
# screenshots of docs/images (element-ios at laptop width, docs/html-report.md) were made with:
#
#   Benchmarks/html_report_screenshot.sh docs/images/html-element-ios-1280-top.png /work/apps/element-hq+element-ios 1280 0 1700 100%
#   Benchmarks/html_report_screenshot.sh docs/images/html-element-ios-1280-cluster.png /work/apps/element-hq+element-ios 1280 1690 1450 100%
#   Benchmarks/html_report_screenshot.sh docs/images/html-element-ios-1440-cluster.png /work/apps/element-hq+element-ios 1440 1530 1300 100%
#
# Needs: chromium, ImageMagick's `convert` (or set CONVERT to its path). Chromium runs without its sandbox because CI
# containers run as root; it only opens the local file.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-docs/html-report.png}"
input="${2:-Fixtures/ShopApp}"
width="${3:-1180}"
top="${4:-0}"
height="${5:-2150}"
scale="${6:-60%}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift build --product xibify >/dev/null
binary="$(swift build --show-bin-path)/xibify"
set +e
(cd "$(dirname "$input")" && "$binary" report "$(basename "$input")" --format html --output "$work/report.html" 2>/dev/null)
status=$?
set -e
# 65: files were refused (Fixtures/ShopApp/Broken holds malformed files on purpose).
if [ "$status" != "0" ] && [ "$status" != "65" ]; then echo "xibify report exited $status" >&2; exit 1; fi
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --window-size="$width,$((top + height + 200))" --screenshot="$work/full.png" "file://$work/report.html" >/dev/null 2>&1
# The crop, scaled, in 96 colours (the default is about 80 KB).
"${CONVERT:-convert}" "$work/full.png" -crop "${width}x${height}+0+${top}" +repage -resize "$scale" +dither -colors 96 \
    -strip "$out"
echo "wrote $out"
