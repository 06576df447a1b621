#!/usr/bin/env python3
"""How much of a folder's duplication `xibify rewrite` can extract.

Runs `xibify report --format json` and `xibify rewrite --format json` (diff only, nothing is
written) on a folder and prints: clusters found, clusters extracted and their share, copies
replaced, and why the other copies stay inline (blocked copies by reason).

    python3 Benchmarks/extraction_share.py ../shared/corpus
    python3 Benchmarks/extraction_share.py ../shared/corpus --xibify /path/to/other/xibify
    python3 Benchmarks/extraction_share.py ../shared/corpus --min-views 1

Clusters are counted with xibify's thresholds (default --min-views 2 --min-elements 8), so
every cluster has 8 or more elements; --min-views 1 also counts single views (a styled
control with its cells and constraints).
"""
import argparse
import json
import os
import subprocess
import sys


def run(binary, args):
    result = subprocess.run([binary] + args, capture_output=True, text=True)
    if result.returncode not in (0, 1, 65):
        sys.exit(f"{' '.join([binary] + args)} exited {result.returncode}:\n{result.stderr}")
    return json.loads(result.stdout)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder")
    parser.add_argument("--xibify", default=os.path.join(os.path.dirname(__file__), "..", ".build", "release", "xibify"))
    parser.add_argument("--min-views", type=int, default=2)
    parser.add_argument("--min-elements", type=int, default=8)
    options = parser.parse_args()
    if not os.path.exists(options.xibify):
        sys.exit(f"{options.xibify} not found: build it first (swift build -c release)")

    thresholds = ["--min-views", str(options.min_views), "--min-elements", str(options.min_elements)]
    report = run(options.xibify, ["report", options.folder, "--format", "json"] + thresholds)
    rewrite = run(options.xibify, ["rewrite", options.folder, "--format", "json"] + thresholds)
    clusters = report["clusters"]
    extracted = rewrite["clusters"]
    copies = sum(len(c["instances"]) for c in clusters)
    replaced = sum(len(c["replaced"]) for c in extracted)
    share = 100.0 * len(extracted) / len(clusters) if clusters else 0.0
    print(f"clusters ({options.min_elements}+ elements, {options.min_views}+ views): {len(clusters)}")
    print(f"extracted by rewrite:   {len(extracted)} ({share:.0f} %)")
    print(f"copies replaced:        {replaced} of {copies}")
    reasons = {}
    for cluster in clusters:
        for instance in cluster["instances"]:
            kinds = set()
            for blocker in instance["blockers"]:
                kinds.add(blocker.get("reasonText") or blocker.get("reason") or f"{blocker['direction']} {blocker['kind']}")
            for kind in kinds:
                reasons[kind] = reasons.get(kind, 0) + 1
    if reasons:
        print("blocked copies by reason:")
        for reason, count in sorted(reasons.items(), key=lambda item: (-item[1], item[0])):
            print(f"  {count:4d}  {reason}")
    ports = sum(len(c.get("ports", [])) for c in extracted)
    print(f"ports in extracted wrappers: {ports}")


if __name__ == "__main__":
    main()
