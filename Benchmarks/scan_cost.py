#!/usr/bin/env python3
"""What a `report` of a corpus with its apps' sources costs, part by part (docs/performance.md,
"#28, sixth part").

`xmllint --noout` is given the IB files; `report` must find them, and reads the app's sources
for what the code does with a held copy (#30). This times, interleaved, medians of wall and CPU
seconds (`perf_counter`, `wait4`):
  - `report --format json` of the corpus, with each binary given;
  - the same of two copies made once under --work: the corpus without its Swift and
    Objective-C files (the same folders walked, no source read) and its IB files alone (with
    their folders only);
  - `report` of an empty folder (what any run pays before it reads a file);
  - `xmllint --noout` of the IB files, `find` of the corpus, and a bare read (C) of the sources.

    Benchmarks/scan_cost.py --xibify BIN [--xibify BIN2] [--corpus ../shared/corpus] [--runs 21]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCES = (".swift", ".m", ".mm", ".h")
IB = (".xib", ".storyboard")


def files_under(root, extensions):
    found = []
    for folder, folders, names in os.walk(root):
        folders.sort()
        for name in sorted(names):
            path = os.path.join(folder, name)
            if name.endswith(extensions) and os.path.isfile(path) and not os.path.islink(path):
                found.append(path)
    return found


def copy_without(corpus, target, keep):
    """A copy of `corpus` (folders and the files `keep` accepts), made once."""
    if os.path.isdir(target):
        return target
    for folder, _, names in os.walk(corpus):
        relative = os.path.relpath(folder, corpus)
        os.makedirs(os.path.join(target, relative), exist_ok=True)
        for name in names:
            source = os.path.join(folder, name)
            if keep(name) and os.path.isfile(source) and not os.path.islink(source):
                shutil.copy2(source, os.path.join(target, relative, name))
    return target


def measure(command, env=None):
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    _, _, usage = os.wait4(process.pid, 0)
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--xibify", action="append", required=True, help="a xibify binary (repeatable)")
    parser.add_argument("--corpus", default=os.path.join(HERE, "..", "..", "shared", "corpus"))
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--work", default="/tmp/xibify-scan-cost")
    arguments = parser.parse_args()
    corpus = os.path.abspath(arguments.corpus)
    os.makedirs(arguments.work, exist_ok=True)
    reader = os.path.join(arguments.work, "read_files")
    subprocess.run(["cc", "-O2", os.path.join(HERE, "read_files.c"), "-o", reader], check=True)
    without_sources = copy_without(corpus, os.path.join(arguments.work, "no-sources"), lambda n: not n.endswith(SOURCES))
    ib_only = os.path.join(arguments.work, "ib-only")
    if not os.path.isdir(ib_only):
        for path in files_under(corpus, IB):
            target = os.path.join(ib_only, os.path.relpath(path, corpus))
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copy2(path, target)
    empty = os.path.join(arguments.work, "empty")
    os.makedirs(empty, exist_ok=True)
    sources = os.path.join(arguments.work, "sources.txt")
    with open(sources, "w") as handle:
        handle.writelines(path + "\n" for path in files_under(corpus, SOURCES))
    ib_files = files_under(corpus, IB)

    cases = []
    for binary in arguments.xibify:
        label = os.path.basename(binary)
        cases.append((f"`report` of the corpus ({label})", [binary, "report", corpus, "--format", "json"]))
    binary = arguments.xibify[-1]
    cases += [
        ("`report`, the corpus without its sources", [binary, "report", without_sources, "--format", "json"]),
        ("`report`, its IB files alone", [binary, "report", ib_only, "--format", "json"]),
        ("`report` of an empty folder", [binary, "report", empty, "--format", "json"]),
        ("`xmllint --noout` of the IB files", ["xmllint", "--noout", *ib_files]),
        ("`find` of the corpus", ["find", corpus, "-type", "f"]),
        ("a bare read of the sources (C)", [reader, sources]),
    ]
    runs = {name: [] for name, _ in cases}
    for _ in range(arguments.runs):
        for name, command in cases:
            runs[name].append(measure(command))
    xmllint = statistics.median(wall for wall, _ in runs["`xmllint --noout` of the IB files"])
    load = os.getloadavg()[0]
    print(f"{arguments.runs} interleaved runs, medians; load average {load:.1f}; "
          f"{len(ib_files)} IB files, {sum(1 for _ in open(sources))} sources\n")
    print("| run | wall s | CPU s | / xmllint (wall) |\n|---|---|---|---|")
    for name, _ in cases:
        wall = statistics.median(w for w, _ in runs[name])
        cpu = statistics.median(c for _, c in runs[name])
        print(f"| {name} | {wall:.3f} | {cpu:.3f} | {wall / xmllint:.2f}x |")


if __name__ == "__main__":
    sys.exit(main())
