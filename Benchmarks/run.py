#!/usr/bin/env python3
"""The xibify benchmark (docs/performance.md).

Generates deterministic synthetic corpora (and/or takes folders you name), then times, interleaved
and over several runs, on the same files:
  - `xibify report --format json` end to end (release build);
  - a bare libxml2 SAX2 pass that only counts elements, on 2 threads (sax_count.c);
  - `xmllint --noout` (one process, as users run it);
  - "parse only": `report` with a threshold no subtree reaches, so nothing is canonicalised;
  - `xibify rewrite` (diff only) of every cluster, on the largest generated corpus;
  - nested copies: `report` on a file holding two identical chains of views nested N deep
    (every level a candidate), at the depths of --depths, beside a 1 MB synthetic corpus.
It prints medians, ratios, MB/s, time per MB and peak memory as Markdown tables.

    Benchmarks/run.py [--sizes 25 100] [--corpus DIR ...] [--runs 5] [--depths 500 1000 2000 4000 16000]
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HERE = os.path.dirname(os.path.abspath(__file__))


def sh(command, **kwargs):
    return subprocess.run(command, check=True, **kwargs)


def measure(command, stdout=subprocess.DEVNULL):
    """Wall seconds and peak RSS (bytes) of one run of a command."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=stdout, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 65):
        raise SystemExit(f"{command[0]} exited {code}")
    return elapsed, usage.ru_maxrss * 1024


def deep_chain_document(depth):
    """A xib holding two identical chains of views, each view holding the next, `depth` deep."""
    def chain(prefix):
        opening = "".join(
            f'<view contentMode="scaleToFill" id="{prefix}{level:06d}"><rect key="frame" x="0.0" y="0.0" '
            f'width="10" height="10"/><subviews>\n' for level in range(depth))
        return opening + f'<label opaque="NO" text="Leaf" id="{prefix}leaf"/>\n' + "</subviews></view>\n" * depth
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" '
            'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">\n<objects>\n'
            '<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File\'s Owner"/>\n'
            '<view contentMode="scaleToFill" id="top-000-000"><rect key="frame" x="0.0" y="0.0" width="393" '
            'height="300"/><subviews>\n' + chain("a") + chain("b") + '</subviews></view>\n</objects>\n</document>\n')


def measure_deep_chains(binary, work, depths, runs):
    """Report time and peak memory on nested chains, and on a 1 MB synthetic corpus for scale."""
    one_mb = os.path.join(work, "synthetic-1MB")
    if not os.path.isdir(one_mb):
        sh([sys.executable, os.path.join(HERE, "generate_corpus.py"), one_mb, "--megabytes", "1"],
           stdout=subprocess.DEVNULL)
    cases = [("synthetic 1 MB (for scale)", one_mb)]
    for depth in depths:
        folder = os.path.join(work, f"deep-chain-{depth}")
        path = os.path.join(folder, "Deep.xib")
        if not os.path.exists(path):
            os.makedirs(folder, exist_ok=True)
            with open(path, "w") as handle:
                handle.write(deep_chain_document(depth))
        cases.append((f"two chains {depth} deep", folder))
    print("\n| nested copies | MB | report s (median) | peak RSS | clusters |")
    print("|---|---|---|---|---|")
    for name, folder in cases:
        size = sum(os.path.getsize(f) for f in files_of(folder))
        times, memory = [], 0
        for _ in range(runs):
            elapsed, rss = measure([binary, "report", folder, "--format", "json"])
            times.append(elapsed)
            memory = max(memory, rss)
        result = subprocess.run([binary, "report", folder, "--format", "json"], capture_output=True, text=True)
        clusters = len(json.loads(result.stdout)["clusters"]) if result.stdout.strip() else "refused"
        print(f"| {name} | {size / 1e6:.2f} | {statistics.median(times):.3f} | {memory / 1e6:.0f} MB | {clusters} |")


def files_of(folder):
    found = []
    for directory, subdirectories, names in os.walk(folder):
        subdirectories[:] = [d for d in subdirectories if not d.startswith(".") and d != ".build"]
        found += [os.path.join(directory, n) for n in names if n.endswith((".xib", ".storyboard"))]
    return sorted(found)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=float, nargs="*", default=[25, 100], help="synthetic corpus sizes in MB")
    parser.add_argument("--corpus", nargs="*", default=[], help="more folders to measure")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--work", default="/tmp/xibify-bench")
    parser.add_argument("--depths", type=int, nargs="*", default=[500, 1000, 2000, 4000, 16000],
                        help="depths of the nested-chain case (none: skip it)")
    arguments = parser.parse_args()

    if shutil.which("xmllint") is None:
        raise SystemExit("xmllint is missing: apt-get install -y libxml2-utils")
    os.makedirs(arguments.work, exist_ok=True)
    print("building xibify (release) and sax_count …", file=sys.stderr)
    sh(["swift", "build", "-c", "release", "--product", "xibify"], cwd=ROOT, stdout=subprocess.DEVNULL)
    binary = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip() + "/xibify"
    sax = os.path.join(arguments.work, "sax_count")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "libxml-2.0"], check=True, capture_output=True,
                           text=True).stdout.split()
    sh(["cc", "-O2", os.path.join(HERE, "sax_count.c"), *flags, "-lpthread", "-o", sax])

    corpora = []
    for size in arguments.sizes:
        folder = os.path.join(arguments.work, f"synthetic-{size:g}MB")
        if not os.path.isdir(folder):
            print(f"generating {folder} …", file=sys.stderr)
            sh([sys.executable, os.path.join(HERE, "generate_corpus.py"), folder, "--megabytes", str(size)],
               stdout=subprocess.DEVNULL)
        corpora.append((f"synthetic {size:g} MB", folder, True))
    corpora += [(os.path.basename(os.path.normpath(c)), c, False) for c in arguments.corpus]
    largest = max((c for c in corpora if c[2]), key=lambda c: sum(os.path.getsize(f) for f in files_of(c[1])),
                  default=None)

    rows = []
    for name, folder, _ in corpora:
        files = files_of(folder)
        size = sum(os.path.getsize(f) for f in files)
        tools = {
            "report": [binary, "report", folder, "--format", "json"],
            # The same scan with a threshold no subtree reaches: parsing, records and shape hashes,
            # but nothing to canonicalise or cluster. What the parse alone costs.
            "parse": [binary, "report", folder, "--format", "json", "--min-elements", "1000000000"],
            "sax": [sax, "2", *files],
            "xmllint": ["xmllint", "--noout", *files],
        }
        if largest and folder == largest[1]:
            tools["rewrite"] = [binary, "rewrite", folder]
        times = {tool: [] for tool in tools}
        memory = {tool: 0 for tool in tools}
        measure(tools["report"])  # warm the file cache
        for _ in range(arguments.runs):
            for tool, command in tools.items():
                elapsed, rss = measure(command)
                times[tool].append(elapsed)
                memory[tool] = max(memory[tool], rss)
        median = {tool: statistics.median(values) for tool, values in times.items()}
        rows.append((name, len(files), size, median, memory))
        print(f"measured {name}", file=sys.stderr)

    print(f"Machine: {os.cpu_count()} cores; {arguments.runs} interleaved runs each, medians; "
          f"xibify at {binary}.\n")
    print("| corpus | files | MB | report s | bare SAX2 s (2 threads) | xmllint s | report / SAX2 | report / xmllint "
          "| parse only s | parse only / SAX2 | report MB/s | report ms/MB | report peak RSS | RSS / input "
          "| rewrite s | rewrite / report |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for name, count, size, median, memory in rows:
        mb = size / 1e6
        rewrite = median.get("rewrite")
        rewrite_text = f"{rewrite:.3f}" if rewrite else "–"
        rewrite_ratio = f"{rewrite / median['report']:.2f}x" if rewrite else "–"
        print(f"| {name} | {count} | {mb:.1f} | {median['report']:.3f} | {median['sax']:.3f} | {median['xmllint']:.3f} "
              f"| {median['report'] / median['sax']:.2f}x | {median['report'] / median['xmllint']:.2f}x "
              f"| {median['parse']:.3f} | {median['parse'] / median['sax']:.2f}x "
              f"| {mb / median['report']:.0f} | {1000 * median['report'] / mb:.1f} "
              f"| {memory['report'] / 1e6:.0f} MB | {memory['report'] / size:.2f}x "
              f"| {rewrite_text} | {rewrite_ratio} |")
    synthetic = [row for row in rows if row[0].startswith("synthetic")]
    if len(synthetic) >= 2:
        small, large = synthetic[0], synthetic[-1]
        input_ratio = large[2] / small[2]
        time_ratio = large[3]["report"] / small[3]["report"]
        print(f"\nLinearity: {input_ratio:.2f}x the input took {time_ratio:.2f}x the time "
              f"(target: 4x the input ≤ 4.4x the time).")
    if arguments.depths:
        measure_deep_chains(binary, arguments.work, arguments.depths, arguments.runs)


if __name__ == "__main__":
    main()
