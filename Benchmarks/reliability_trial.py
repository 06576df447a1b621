#!/usr/bin/env python3
"""The reliability and security trial of #27, as a script: run it on the release build.

    swift build -c release
    python3 Benchmarks/reliability_trial.py [--binary .build/release/xibify] [--markdown] [--json]

Two parts:

* interruptions: `rewrite --write` on a copy of Fixtures/ShopApp, stopped by SIGKILL, SIGINT
  and SIGTERM after each change it makes to the disk (the executable's test hook
  XIBIFY_TEST_KILL_AFTER=N with XIBIFY_TEST_KILL_SIGNAL), and at random moments of the whole
  run (a signal sent from outside after a random delay). After each run, and after the next run
  (`report`), the tree is classified: the original, the complete result, or mixed; scratch
  files left (journal, temporary files, backups, locks) are counted, and those the next run
  neither removed nor named are "unmentioned". Goal: after the next run always the original or
  the complete result, 0 scratch files, 0 unmentioned.
* hostile: a repository's lock file that is a symbolic link, a configuration whose `output`
  leaves the repository, report outputs that are a FIFO, a symbolic link and a device, a
  shipped journal naming a file outside, a label with a line break, an exclude glob of 40
  stars, a .gitignore of 40 `**/` groups, a file name with a newline and a tab, and a 10,000-copy cluster in every report format.
  Each case checks its own goal (no write outside the repository, no special file replaced, no
  hang — every run has a time limit —, memory and output linear); a sentinel folder outside the
  repository is compared byte for byte before and after every case.

Exit status: 0 when every goal is met, 1 otherwise.
"""
import argparse
import hashlib
import json
import os
import random
import re
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURE = os.path.join(ROOT, "Fixtures", "ShopApp")
CLEAN = ["--exclude", "Broken", "--exclude", "Legacy", "--exclude", "Resources"]
SCRATCH = re.compile(r"(^\.xibify\.lock$)|(\.xibify-[0-9A-F-]{36}\.(tmp|orig|tmp\.orig|journal|journal\.tmp)$)|(^\.xibify-[0-9A-F-]{36}\.journal(\.tmp)?$)")
SIGNALS = {"KILL": signal.SIGKILL, "INT": signal.SIGINT, "TERM": signal.SIGTERM}


def tree(folder):
    """Every file's digest and every empty folder, by relative path."""
    out = {}
    for root, dirs, files in os.walk(folder):
        for name in files:
            path = os.path.join(root, name)
            rel = os.path.relpath(path, folder)
            if os.path.islink(path):
                out[rel] = "link:" + os.readlink(path)
            else:
                with open(path, "rb") as handle:
                    out[rel] = hashlib.sha256(handle.read()).hexdigest()
        for name in dirs:
            path = os.path.join(root, name)
            if not os.listdir(path):
                out[os.path.relpath(path, folder) + "/"] = "folder"
    return out


def scratch_files(snapshot):
    return sorted(p for p in snapshot if SCRATCH.search(os.path.basename(p)))


def run(binary, args, cwd, env=None, timeout=120, stdin=None):
    start = time.monotonic()
    try:
        result = subprocess.run([binary] + args, cwd=cwd, env=dict(os.environ, **(env or {})),
                                capture_output=True, timeout=timeout, stdin=stdin)
        return result.returncode, result.stdout, result.stderr.decode("utf-8", "replace"), time.monotonic() - start
    except subprocess.TimeoutExpired:
        return "timeout", b"", "", time.monotonic() - start


# MARK: - Interruptions

def interruption_trial(binary, work, random_runs, seed):
    app = os.path.join(work, "ShopApp")
    shutil.copytree(FIXTURE, app)
    original = tree(app)
    status, _, err, duration = run(binary, ["rewrite", "--write", "."] + CLEAN, app)
    if status != 0:
        raise SystemExit(f"a complete write failed ({status}): {err}")
    complete = tree(app)

    def classify(snapshot):
        bare = {k: v for k, v in snapshot.items() if not SCRATCH.search(os.path.basename(k))}
        if bare == original:
            return "original"
        if bare == complete:
            return "complete"
        return "mixed"

    def one(env=None, delay=None, sig=None):
        shutil.rmtree(app)
        shutil.copytree(FIXTURE, app)
        if delay is None:
            status, _, _, _ = run(binary, ["rewrite", "--write", "."] + CLEAN, app, env=env)
        else:
            process = subprocess.Popen([binary, "rewrite", "--write", "."] + CLEAN, cwd=app,
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(delay)
            process.send_signal(sig)
            status = process.wait()
        after_run = tree(app)
        left = scratch_files(after_run)
        next_status, _, next_err, _ = run(binary, ["report", "."] + CLEAN, app)
        after_next = tree(app)
        remaining = scratch_files(after_next)
        journal_named = "a xibify run was killed while it wrote" in next_err
        unmentioned = set(remaining)
        for path in left:
            if os.path.basename(path) == ".xibify.lock" or path in remaining:
                continue
            if path not in next_err and not (journal_named and ".xibify-" in path):
                unmentioned.add(path)
        return {
            "status": status, "after_run": classify(after_run), "left": len(left),
            "next_status": next_status, "after_next": classify(after_next), "remaining": len(remaining),
            "unmentioned": len(unmentioned),
        }

    rows = []
    total = None
    for name, sig in SIGNALS.items():
        moments = []
        step = 0
        while True:
            result = one(env={"XIBIFY_TEST_KILL_AFTER": str(step), "XIBIFY_TEST_KILL_SIGNAL": name})
            if result["status"] == 0:
                break
            moments.append(result)
            step += 1
        total = step
        rng = random.Random(seed)
        timed = [one(delay=rng.uniform(0, duration * 1.2), sig=sig) for _ in range(random_runs)]
        for label, results in (("after each change", moments), ("at random moments", timed)):
            rows.append({
                "signal": "SIG" + name, "moments": label, "runs": len(results),
                "after run": count(results, "after_run"),
                "after next run": count(results, "after_next"),
                "mixed after next run": sum(r["after_next"] == "mixed" for r in results),
                "scratch left after next run": sum(r["remaining"] for r in results),
                "unmentioned scratch files": sum(r["unmentioned"] for r in results),
                "next run failed": sum(r["next_status"] not in (0, 1) for r in results),
            })
    shutil.rmtree(app)
    return rows, total


def count(results, key):
    values = {}
    for result in results:
        values[result[key]] = values.get(result[key], 0) + 1
    return ", ".join(f"{v} {k}" for k, v in sorted(values.items()))


# MARK: - Hostile repositories

def hostile_trial(binary, work, copies):
    sentinel = os.path.join(work, "outside")
    os.makedirs(sentinel)
    victim = os.path.join(sentinel, "victim.txt")
    with open(victim, "w") as handle:
        handle.write("the user's file\n")
    rows = []

    def case(name, goal, body):
        repo = os.path.join(work, "repo")
        if os.path.exists(repo):
            shutil.rmtree(repo)
        shutil.copytree(FIXTURE, repo)
        before = tree(sentinel)
        start = time.monotonic()
        try:
            passed, detail = body(repo)
        except Exception as error:  # a case that cannot run is a failure, with the reason
            passed, detail = False, f"{type(error).__name__}: {error}"
        outside = tree(sentinel) != before
        rows.append({"case": name, "goal": goal, "passed": passed and not outside,
                     "detail": detail + ("; WROTE OUTSIDE THE REPOSITORY" if outside else ""),
                     "seconds": round(time.monotonic() - start, 2)})

    def lock_link(repo):
        os.symlink(os.path.relpath(victim, os.path.join(repo, "Orders")), os.path.join(repo, "Orders", ".xibify.lock"))
        status, _, err, _ = run(binary, ["rewrite", "--write", "."] + CLEAN, repo)
        return status == 73 and os.path.islink(os.path.join(repo, "Orders", ".xibify.lock")), f"exit {status}"

    def config_output(repo):
        with open(os.path.join(repo, ".xibify.yml"), "w") as handle:
            handle.write(f"output: {os.path.relpath(victim, repo)}\n")
        status, _, err, _ = run(binary, ["report", "."] + CLEAN, repo)
        return status == 78, f"exit {status}"

    def special_outputs(repo):
        details = []
        passed = True
        fifo = os.path.join(repo, "report.fifo")
        os.mkfifo(fifo)
        reader = subprocess.Popen(["cat", fifo], stdout=subprocess.PIPE)
        status, _, _, _ = run(binary, ["report", ".", "--output", fifo] + CLEAN, repo, timeout=30)
        got = reader.communicate(timeout=30)[0]
        ok = status == 0 and stat.S_ISFIFO(os.lstat(fifo).st_mode) and b"cluster" in got.lower()
        passed &= ok
        details.append(f"FIFO: exit {status}, read {len(got)} bytes, still a FIFO: {stat.S_ISFIFO(os.lstat(fifo).st_mode)}")
        target = os.path.join(repo, "real-report.txt")
        link = os.path.join(repo, "report-link.txt")
        with open(target, "w") as handle:
            handle.write("old\n")
        os.symlink("real-report.txt", link)
        status, _, _, _ = run(binary, ["report", ".", "--output", link] + CLEAN, repo)
        ok = status == 0 and os.path.islink(link) and open(target).read() != "old\n"
        passed &= ok
        details.append(f"symbolic link: exit {status}, kept: {os.path.islink(link)}")
        device = "/dev/null"
        made = None
        if os.geteuid() == 0:
            made = os.path.join(repo, "null-device")
            os.mknod(made, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
            device = made
        status, _, _, _ = run(binary, ["report", ".", "--output", device] + CLEAN, repo)
        ok = status == 0 and stat.S_ISCHR(os.lstat(device).st_mode)
        passed &= ok
        details.append(f"device {'(a node made here)' if made else device}: exit {status}, still a device: {stat.S_ISCHR(os.lstat(device).st_mode)}")
        return passed, "; ".join(details)

    def shipped_journal(repo):
        batch = "0A0B0C0D-0000-4000-8000-000000000001"
        planted = b"planted\n"
        journal = {
            "format": "xibify-batch-journal", "version": 1, "batch": batch, "phase": "committed",
            "process": 1, "locks": ["."], "folders": [],
            "files": [{"path": os.path.relpath(victim, repo),
                       "original": {"size": 16, "sha256": hashlib.sha256(b"the user's file\n").hexdigest()},
                       "new": {"size": len(planted), "sha256": hashlib.sha256(planted).hexdigest()}}],
        }
        with open(os.path.join(repo, f".xibify-{batch}.journal"), "w") as handle:
            json.dump(journal, handle)
        with open(os.path.join(sentinel, f".victim.txt.xibify-{batch}.tmp"), "wb") as handle:
            handle.write(planted)
        before = tree(sentinel)
        status, _, err, _ = run(binary, ["report", "."] + CLEAN, repo)
        os.unlink(os.path.join(sentinel, f".victim.txt.xibify-{batch}.tmp"))
        return status == 75 and "journal cannot be read" in err, f"exit {status}"

    def label_newline(repo):
        path = os.path.join(repo, "Orders", "Orders.storyboard")
        text = open(path).read()
        marker = 'userLabel="'
        if marker not in text:
            return False, "no userLabel in the fixture"
        text = text.replace(marker, marker + "x&#10;rm -rf ~ #", 1)
        with open(path, "w") as handle:
            handle.write(text)
        status, out, _, _ = run(binary, ["report", "."] + CLEAN, repo)
        lines = out.decode("utf-8", "replace").splitlines()
        planted = [line for line in lines if line.startswith("rm -rf")]
        return not planted, f"exit {status}, {len(planted)} lines start with the planted text"

    def long_glob(repo):
        pattern = "*a" * 40 + "*b"
        status, _, err, seconds = run(binary, ["report", ".", "--exclude", pattern] + CLEAN, repo, timeout=60)
        return status in (0, 1, 64) and seconds < 10, f"exit {status} in {seconds:.2f} s"

    def long_gitignore(repo):
        # A repository's own ignore file, read by every scan: 40 `**/` groups that never match.
        subprocess.run(["git", "init", "-q"], cwd=repo, check=True)
        with open(os.path.join(repo, ".gitignore"), "w") as handle:
            handle.write("**/" * 40 + "q.xib\n" + "/" + "**/*" * 30 + "/q\n")
        deep = os.path.join(repo, *(["Folder"] * 40))
        os.makedirs(deep)
        shutil.copy(os.path.join(repo, "Orders", "Orders.storyboard"), deep)
        status, _, err, seconds = run(binary, ["report", "."] + CLEAN, repo, timeout=60)
        return status in (0, 1) and seconds < 10, f"exit {status} in {seconds:.2f} s"

    def odd_names(repo):
        folder = os.path.join(repo, "Odd\tFolder")
        os.makedirs(folder)
        source = os.path.join(repo, "Orders", "Orders.storyboard")
        shutil.copy(source, os.path.join(folder, "Line\nBreak.storyboard"))
        subprocess.run(["git", "init", "-q"], cwd=repo, check=True)
        subprocess.run(["git", "add", "-A"], cwd=repo, check=True)
        subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "x"], cwd=repo, check=True)
        status, out, err, _ = run(binary, ["rewrite", "."] + CLEAN, repo)
        diff = os.path.join(work, "odd.diff")
        with open(diff, "wb") as handle:
            handle.write(out)
        applied = subprocess.run(["git", "apply", "--check", diff], cwd=repo, capture_output=True)
        status_w, _, err_w, _ = run(binary, ["rewrite", "--write", "."] + CLEAN, repo)
        broken = []
        for root, _, files in os.walk(repo):
            for name in files:
                if name.endswith(".swift"):
                    for line in open(os.path.join(root, name), encoding="utf-8", errors="replace"):
                        stripped = line.strip()
                        if stripped and not stripped.startswith("//") and "Break.storyboard" in stripped:
                            broken.append(name)
        return (status in (0, 65) and applied.returncode == 0 and not broken,
                f"diff exit {status}, git apply --check: {applied.returncode} {applied.stderr.decode()[:120]}; "
                f"lines of Swift code naming the file outside a comment: {len(broken)}")

    def huge_cluster(repo):
        generator = os.path.join(ROOT, "Benchmarks", "huge_cluster.py")
        if not os.path.exists(generator):
            return False, "Benchmarks/huge_cluster.py is missing"
        target = os.path.join(repo, "Huge.storyboard")
        subprocess.run([sys.executable, generator, target, "--copies", str(copies)], check=True)
        details = []
        passed = True
        for format in ["text", "json", "html", "xcode", "sarif"]:
            output = os.path.join(work, "huge." + format)
            command = ["/usr/bin/time", "-f", "%M", binary, "report", "Huge.storyboard", "--format", format,
                       "--output", output]
            start = time.monotonic()
            try:
                result = subprocess.run(command, cwd=repo, capture_output=True, timeout=600)
                rss = int(result.stderr.decode().strip().splitlines()[-1]) // 1024
                size = os.path.getsize(output) // 1024
                ok = result.returncode in (0, 1) and rss < 4096
            except subprocess.TimeoutExpired:
                rss, size, ok = -1, -1, False
            passed &= ok
            details.append(f"{format}: {time.monotonic() - start:.1f} s, {rss} MB RSS, {size} KB")
        return passed, "; ".join(details)

    case("lock file is a symbolic link", "73, link and its target untouched", lock_link)
    case("config output outside the repository", "78, nothing written", config_output)
    case("report output is a FIFO, a link, a device", "written in place, none replaced", special_outputs)
    case("shipped journal names a file outside", "75, nothing touched", shipped_journal)
    case("label with a line break", "no line starts with the label's text", label_newline)
    case("exclude glob with 40 stars", "< 10 s", long_glob)
    case(".gitignore with 40 `**/` groups", "< 10 s", long_gitignore)
    case("file name with a newline and a tab", "diff applies; Swift comments stay comments", odd_names)
    case(f"{copies:,}-copy cluster, every format", "< 4 GB RSS, no time-out", huge_cluster)
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "xibify"))
    parser.add_argument("--random", type=int, default=40, help="runs stopped at a random moment, per signal")
    parser.add_argument("--seed", type=int, default=27)
    parser.add_argument("--only", choices=["interruptions", "hostile"])
    parser.add_argument("--copies", type=int, default=10000, help="copies of the huge cluster")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--markdown", action="store_true")
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    work = tempfile.mkdtemp(prefix="xibify-reliability-")
    try:
        interruptions, total, hostile = [], None, []
        if options.only != "hostile":
            interruptions, total = interruption_trial(binary, work, options.random, options.seed)
        if options.only != "interruptions":
            hostile = hostile_trial(binary, work, options.copies)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    failed = any(r["mixed after next run"] or r["scratch left after next run"] or r["unmentioned scratch files"]
                 or r["next run failed"] for r in interruptions) or any(not r["passed"] for r in hostile)
    if options.json:
        print(json.dumps({"changes_in_a_complete_write": total, "interruptions": interruptions, "hostile": hostile},
                         indent=2))
    else:
        markdown = options.markdown
        if interruptions:
            print(f"A complete write makes {total} changes to the disk.\n")
            columns = list(interruptions[0].keys())
            if markdown:
                print("| " + " | ".join(columns) + " |")
                print("|" + "---|" * len(columns))
            for row in interruptions:
                print(("| " + " | ".join(str(row[c]) for c in columns) + " |") if markdown
                      else "  ".join(f"{c}: {row[c]}" for c in columns))
            print()
        if hostile:
            if markdown:
                print("| case | goal | met | what happened | seconds |\n|---|---|---|---|---|")
            for row in hostile:
                detail = row["detail"].replace("|", "\\|")
                print(f"| {row['case']} | {row['goal']} | {'yes' if row['passed'] else '**no**'} | {detail} | {row['seconds']} |"
                      if markdown else f"{'ok  ' if row['passed'] else 'FAIL'} {row['case']}: {detail} ({row['seconds']} s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
