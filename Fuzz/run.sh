#!/usr/bin/env bash
# Builds the libFuzzer target (Fuzz/README.md) and fuzzes parse → scan → rewrite for N seconds.
#
#   Fuzz/run.sh [SECONDS] [extra libFuzzer flags ...]      SECONDS defaults to 60
#
# Exits 0 when the time ran out without a finding; nonzero on a crash, trap, hang (-timeout),
# leak, ASan report or memory limit, keeping the input under Fuzz/findings/ and printing how to
# replay it. The corpus grows in Fuzz/corpus/ across runs; seeds are rebuilt from Fixtures/ each run.
# FUZZ_SKIP_BUILD=1 reuses the last build.
set -euo pipefail
cd "$(dirname "$0")"

seconds="${1:-60}"
shift || true

# Fixed limits, so runs compare (README.md, "Limits").
max_len=65536       # bytes: the largest fixture is 44 KB; a storyboard pair fits
timeout=20          # seconds for one input (release + ASan runs a fixture in well under 1 s)
rss_limit_mb=4096   # per process

if [ "${FUZZ_SKIP_BUILD:-0}" != "1" ]; then
    echo "== build the fuzz target (release, -sanitize=fuzzer,address)"
    build_start=$(date +%s)
    # SwiftPM keeps the build plan of this package when the main package (a path dependency)
    # gains or loses files, and then compiles the old list ("cannot find X in scope"): plan anew.
    rm -f .build/release.yaml .build/plugin-tools.yaml
    swift build -c release --product XibifyFuzz -Xswiftc -warnings-as-errors \
        -Xswiftc -sanitize=fuzzer,address
    echo "built in $(($(date +%s) - build_start)) s"
fi
binary="$(swift build -c release --show-bin-path)/XibifyFuzz"

echo "== seeds from Fixtures/"
rm -rf seeds
mkdir -p seeds corpus
python3 - "$max_len" <<'PY'
import glob, hashlib, itertools, os, sys

max_len = int(sys.argv[1])
separator = b"\x00XIB\x00"
documents = sorted(
    p for p in glob.glob("../Fixtures/**/*", recursive=True) if p.endswith((".storyboard", ".xib"))
)
read = lambda path: open(path, "rb").read()
seeds = [read(p) for p in documents]
# Pairs of documents of one sample app (a fixture's top folder, or a case's folder): copies that
# cross files.
def app(path):
    parts = path.split(os.sep)
    return os.sep.join(parts[:4] if parts[2] != "ShopApp" else parts[:3])
for _, group in itertools.groupby(documents, key=app):
    for a, b in itertools.combinations(list(group), 2):
        seeds.append(read(a) + separator + read(b))
# A Base.lproj document with its translations (.strings): the translation move.
for document in documents:
    folder, name = os.path.split(document)
    if os.path.basename(folder) != "Base.lproj":
        continue
    stem = os.path.splitext(name)[0]
    strings = sorted(glob.glob(os.path.join(os.path.dirname(folder), "*.lproj", stem + ".strings")))
    if strings:
        seeds.append(separator.join([read(document)] + [read(s) for s in strings[:2]]))
kept = 0
for seed in seeds:
    if len(seed) <= max_len:
        open(os.path.join("seeds", hashlib.sha1(seed).hexdigest()), "wb").write(seed)
        kept += 1
print(f"{kept} seeds ({len(seeds) - kept} longer than {max_len} bytes left out)")
PY

echo "== fuzz for $seconds s"
mkdir -p findings/verification
set +e
# LeakSanitizer is on (libFuzzer's -detect_leaks=1 with ASan); a finding's input goes to findings/,
# a few inputs whose rewrite failed a verification check (not findings) to findings/verification/.
# Allocation stacks of 5 frames make the run about a third faster; replay a finding with
# ASAN_OPTIONS= for full ones. Swift's own crash backtracer must be off: it takes SIGILL (a Swift
# trap) before libFuzzer, which then never records the input (and under ASan it hangs).
export SWIFT_BACKTRACE=enable=no
ASAN_OPTIONS="${ASAN_OPTIONS-malloc_context_size=5}" FUZZ_VERIFICATION_DIR=findings/verification "$binary" corpus seeds \
    -dict=xibify.dict -max_len="$max_len" -timeout="$timeout" -rss_limit_mb="$rss_limit_mb" \
    -max_total_time="$seconds" -artifact_prefix=findings/ -print_final_stats=1 "$@"
status=$?
set -e
if [ "$status" != "0" ]; then
    echo "fuzzing found a problem (libFuzzer exit $status); inputs kept:" >&2
    ls -l findings >&2
    echo "replay one with: SWIFT_BACKTRACE=enable=no $binary findings/<file>;" \
        "shrink it with: SWIFT_BACKTRACE=enable=no $binary -minimize_crash=1 -runs=100000" \
        "-exact_artifact_path=findings/minimized findings/<file>; its files: python3 unpack.py findings/<file> DIR" >&2
    exit "$status"
fi
