#!/usr/bin/env bash
# The HTML report at scale: a synthetic project of about 500 clusters (seven 5 MB corpora of
# generate_corpus.py with seeds 1-7, each seed its own set of layouts), its report's size, the
# time xibify takes to write it, and the time headless Chromium takes to open it and paint the
# first screen (a screenshot), next to the time for an empty page. Run by hand from the package
# root with a release build; .ci/run does not need Chromium. docs/performance.md records a run.
#
#   Benchmarks/html_report_scale.sh [WORK_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
work="${1:-$(mktemp -d)}"
mkdir -p "$work"
for seed in 1 2 3 4 5 6 7; do
    [ -d "$work/corpus/seed$seed" ] || python3 Benchmarks/generate_corpus.py "$work/corpus/seed$seed" \
        --megabytes 5 --seed "$seed" >/dev/null
done
swift build -c release --product xibify >/dev/null
xibify="$(swift build -c release --show-bin-path)/xibify"
seconds() { python3 -c 'import sys, time; print(f"{time.time():.3f}")'; }
start=$(seconds)
"$xibify" report "$work/corpus" --format html --output "$work/report.html" 2>/dev/null || true
end=$(seconds)
"$xibify" report "$work/corpus" --format json 2>/dev/null > "$work/report.json" || true
python3 - "$work/report.json" <<'PY'
import json, sys
summary = json.load(open(sys.argv[1]))["summary"]
print(f"clusters {summary['clusters']}, copies {summary['instances']}, files {summary['filesScanned']}")
PY
echo "report --format html: $(python3 -c "print(round($end - $start, 2))") s, $(wc -c < "$work/report.html") bytes"
echo "<!DOCTYPE html><html><body><p>empty</p></body></html>" > "$work/empty.html"
shot() {
    local begin finish
    begin=$(seconds)
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1200,1000 \
        --screenshot="$work/shot.png" "file://$1" >/dev/null 2>&1
    finish=$(seconds)
    python3 -c "print(round($finish - $begin, 2))"
}
for run in 1 2 3; do
    echo "chromium screenshot, run $run: empty page $(shot "$work/empty.html") s, report $(shot "$work/report.html") s"
done
# The whole page laid out at once (printing lays out every section, content-visibility or not).
begin=$(seconds)
chromium --headless --no-sandbox --disable-gpu --print-to-pdf="$work/report.pdf" --no-pdf-header-footer \
    "file://$work/report.html" >/dev/null 2>&1
finish=$(seconds)
echo "chromium print to PDF (every section laid out): $(python3 -c "print(round($finish - $begin, 2))") s"
