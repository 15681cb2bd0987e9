#!/usr/bin/env python3
"""Resident memory of the demo after one present-and-dismiss cycle, and at rest afterwards.

    scripts/measure-memory.py [--bin [LABEL=]PATH ...] [--sizes 80x24 120x40 200x60] [--json FILE]
    scripts/measure-memory.py --bin static=.build/dist/kamishibai --sizes 200x60 --idle 10

Each binary (default .build/release/kamishibai) runs at each size in a pseudo-terminal that
answers as a terminal does (pty_terminal.py: DA1, DA2, DECRQM; TERM=xterm-256color,
COLORTERM=truecolor unless --colorterm says otherwise), with --trace into a temporary
directory. This script is the terminal: it reads everything the app writes as it comes and
answers its queries. Nothing waits a fixed time: once the trace says the start-up probe is
decided (`framePacing`) and the output has been quiet for 0.3 s, Enter presents the first
story's sheet; once the trace has a completed `presentationDidEnd` and the output is quiet
again, Esc dismisses it; once a completed `dismissalDidEnd` is traced and the output is quiet,
the app is measured:

- VmRSS from /proc/PID/status (the kernel's running count, which since Linux 6.2 is a per-CPU
  counter read without summing: it can be off by some hundred kB either way), Rss and Pss
  from /proc/PID/smaps_rollup (the page tables walked: exact; Pss divides each shared page
  among the processes that map it), and the peak (VmHWM);
- where the resident pages are, from /proc/PID/smaps: the binary (by its segments' permissions:
  code, read-only data, data), libswiftCore, each Foundation library, the other Swift
  libraries, ICU, libc/libstdc++/libm (and the loader, libgcc_s), Cairo/pixman/glib, chafa,
  ncurses, the other libraries (those Cairo loads), the heap, the stack, anonymous mappings
  (large allocations, the Swift runtime's own) and the rest (vdso, …); the JSON also has each
  library's share.

With --idle MINUTES (10 if no number is given) the app is then left at rest at the last size
of each binary, its exact Rss (and VmRSS) sampled every --interval seconds (default 5);
the run fails if the exact Rss grew by more than --tolerance kB (default 0, decision 140:
an app at rest makes no wake-ups, so nothing may touch a new page) and then names the
mappings that grew. The app's CPU time at rest is reported too (it should be none).

Prints a table per binary, one column per size, in MB of 1024 kB (the kernel's kB are KiB),
and with --json writes every figure to FILE. Exit status 1 when an idle run grew or an app did
not go through its cycle.
"""

import argparse
import glob
import json
import os
import re
import sys
import tempfile
import time

import environment

environment.ensure()

from pty_terminal import PtyApp, QueryAnswerer  # noqa: E402
from trace_follower import parse  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
QUIET = 0.3
STEP_LIMIT = 60.0

# Where a mapping's resident pages are counted, by the file's name (first match wins); the
# binary itself, the heap, the stack and anonymous mappings are told apart before these.
GROUPS = [
    ("libswiftCore", re.compile(r"^libswiftCore\.so")),
    ("Foundation", re.compile(r"^libFoundation\.so")),
    ("FoundationEssentials", re.compile(r"^libFoundationEssentials\.so")),
    ("_FoundationICU", re.compile(r"^lib_FoundationICU\.so")),
    ("FoundationInternationalization", re.compile(r"^libFoundationInternationalization\.so")),
    ("other Foundation", re.compile(r"^lib_?Foundation")),
    ("other Swift libraries", re.compile(r"^(libswift|libdispatch|libBlocksRuntime|lib_Testing|libXCTest)")),
    ("ICU", re.compile(r"^libicu")),
    ("libc, libstdc++, libm", re.compile(r"^(libc|libm|libstdc\+\+|libgcc_s|ld-linux|libpthread|libdl|librt)[.-]")),
    ("Cairo, pixman, glib", re.compile(r"^(libcairo|libpixman|libglib|libgobject|libgio|libgmodule)")),
    ("chafa", re.compile(r"^libchafa")),
    ("ncurses", re.compile(r"^(libncurses|libtinfo)")),
    ("other libraries", re.compile(r"\.so")),
]
ORDER = ["binary"] + [name for name, _ in GROUPS] + ["heap", "stack", "anonymous", "other"]
HEADER = re.compile(r"^[0-9a-f]+-[0-9a-f]+ ")


def group_of(path, binary):
    """The group a mapping of `path` (smaps' last column, '' for anonymous) is counted in."""
    if path == "":
        return "anonymous"
    if path == "[heap]":
        return "heap"
    if path.startswith("[stack"):
        return "stack"
    if path.startswith("["):
        return "other"
    if os.path.realpath(path.split(" (deleted)")[0]) == binary:
        return "binary"
    name = os.path.basename(path)
    for group, pattern in GROUPS:
        if pattern.search(name):
            return group
    return "other"


def smaps(pid):
    """Each mapping's [path, Rss kB, permissions, Private_Dirty kB], in order."""
    mappings = []
    with open(f"/proc/{pid}/smaps") as file:
        for line in file:
            if HEADER.match(line):
                fields = line.split(None, 5)
                mappings.append([fields[5].strip() if len(fields) > 5 else "", 0, fields[1], 0])
            elif line.startswith("Rss:"):
                mappings[-1][1] = int(line.split()[1])
            elif line.startswith("Private_Dirty:"):
                mappings[-1][3] = int(line.split()[1])
    return mappings


def status_kb(pid, field):
    """A kB figure of /proc/PID/status (VmRSS, VmHWM, …)."""
    with open(f"/proc/{pid}/status") as file:
        for line in file:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    raise RuntimeError(f"no {field} for {pid}")


def rollup_kb(pid, field="Rss"):
    """A kB figure of /proc/PID/smaps_rollup, the page tables walked rather than the running
    count: Rss (exact), or Pss (each shared page divided among the processes that map it)."""
    with open(f"/proc/{pid}/smaps_rollup") as file:
        for line in file:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    raise RuntimeError(f"no {field} for {pid}")


def exact_rss_kb(pid):
    return rollup_kb(pid, "Rss")


def cpu_ns(pid):
    """Nanoseconds the app's threads have spent on a CPU (/proc/PID/task/*/schedstat)."""
    total = 0
    for path in glob.glob(f"/proc/{pid}/task/*/schedstat"):
        try:
            with open(path) as file:
                total += int(file.read().split()[0])
        except (OSError, ValueError, IndexError):
            pass  # a thread that ended between the listing and the read
    return total


def measure(pid, binary):
    """The figures of one moment: VmRSS, exact Rss, the peak, and Rss kB by group."""
    groups = dict.fromkeys(ORDER, 0)
    segments = {}  # the binary's resident kB by permissions: code, read-only data, data
    files = {}  # each library's resident kB, by its file's name
    dirty = 0
    for path, rss, perms, private_dirty in smaps(pid):
        group = group_of(path, binary)
        groups[group] += rss
        if path.startswith("/"):
            files[os.path.basename(path)] = files.get(os.path.basename(path), 0) + rss
        dirty += private_dirty
        if group == "binary":
            segments[perms] = segments.get(perms, 0) + rss
    return {"VmRSS": status_kb(pid, "VmRSS"), "Rss": exact_rss_kb(pid), "Pss": rollup_kb(pid, "Pss"), "VmHWM": status_kb(pid, "VmHWM"),
            "Private_Dirty": dirty, "threads": len(os.listdir(f"/proc/{pid}/task")), "groups": groups,
            "binary segments": segments, "files": files}


class Session:
    """The app in a pty COLS x ROWS with a trace, this script its terminal."""

    def __init__(self, binary, cols, rows, colorterm):
        self.directory = tempfile.TemporaryDirectory(prefix="kami-memory-")
        self.trace = os.path.join(self.directory.name, "trace.jsonl")
        self.answerer = QueryAnswerer()
        self.last_output = time.monotonic()
        self.app = PtyApp([binary, "--trace", self.trace], cols, rows, colorterm)

    def take(self, data):
        self.last_output = time.monotonic()
        answer = self.answerer.feed(data)
        if answer:
            self.app.send(answer)

    def events(self, name):
        try:
            with open(self.trace, "rb") as file:
                lines = file.read().split(b"\n")
        except FileNotFoundError:
            return []
        return [e for e in map(parse, lines) if e is not None and e.get("event") == name]

    def pump_until(self, what, condition, limit=STEP_LIMIT):
        """Reads and answers until `condition()`; exits naming `what` if `limit` s pass first."""
        deadline = time.monotonic() + limit
        while not condition():
            if time.monotonic() > deadline:
                sys.exit(f"measure-memory: no {what} within {limit:.0f} s (pid {self.app.pid})")
            if not self.app.pump(time.monotonic() + 0.05, self.take):
                sys.exit(f"measure-memory: the app closed its terminal while waiting for {what}")

    def quiet(self):
        return time.monotonic() - self.last_output >= QUIET

    def cycle(self):
        """Start-up, Enter (the sheet presented), Esc (dismissed), the output quiet after each."""
        self.pump_until("start-up (framePacing, then quiet output)", lambda: self.events("framePacing") and self.quiet())
        self.app.send(b"\r")
        self.pump_until("completed presentation", lambda: any(
            e.get("completed") for e in self.events("presentationDidEnd")) and self.quiet())
        self.app.send(b"\x1b")
        self.pump_until("completed dismissal", lambda: any(
            e.get("completed") for e in self.events("dismissalDidEnd")) and self.quiet())

    def close(self):
        self.app.close()
        self.directory.cleanup()


def idle(session, binary, minutes, interval, tolerance):
    """Samples the app at rest for `minutes`; returns the run's figures and whether it held."""
    pid = session.app.pid
    first = measure(pid, binary)
    first_maps = smaps(pid)
    cpu_start = cpu_ns(pid)
    # What a leak grows (the heap, anonymous maps), apart: file pages the kernel evicts from
    # a busy machine's cache at rest shrink the total and could hide it.
    first_anonymous = rollup_kb(pid, "Anonymous")
    start = time.monotonic()
    samples = [(0.0, first["Rss"], first["VmRSS"])]
    end = start + minutes * 60
    while (now := time.monotonic()) < end:
        # Reading (and answering) meanwhile, so that nothing the app might write is stuck.
        if not session.app.pump(min(end, now + interval), session.take):
            sys.exit("measure-memory: the app closed its terminal while at rest")
        samples.append((time.monotonic() - start, exact_rss_kb(pid), status_kb(pid, "VmRSS")))
        print(f"  idle {samples[-1][0]:6.0f} s: Rss {samples[-1][1]} kB, VmRSS {samples[-1][2]} kB", file=sys.stderr)
    last = measure(pid, binary)
    growth = max(last["Rss"] - first["Rss"], rollup_kb(pid, "Anonymous") - first_anonymous)
    grown = []
    if growth > tolerance:
        before = {}
        for path, rss, *_ in first_maps:
            before[path] = before.get(path, 0) + rss
        after = {}
        for path, rss, *_ in smaps(pid):
            after[path] = after.get(path, 0) + rss
        grown = sorted(((path or "[anonymous]", after[path] - before.get(path, 0))
                        for path in after if after[path] > before.get(path, 0)), key=lambda g: -g[1])
    return {"minutes": minutes, "interval": interval, "tolerance": tolerance, "samples": samples,
            "first": first, "last": last, "growth": growth, "cpu_ms": (cpu_ns(pid) - cpu_start) / 1e6,
            "grown": grown, "held": growth <= tolerance}


def mb(kb):
    return f"{kb / 1024:.1f}"


def table(label, binary, results):
    sizes = list(results)
    rows = [("VmRSS", lambda r: r["VmRSS"]), ("Rss (smaps_rollup)", lambda r: r["Rss"]),
            ("Pss (shared pages divided)", lambda r: r["Pss"]), ("peak (VmHWM)", lambda r: r["VmHWM"])]
    for group in ORDER:
        if any(results[s]["groups"][group] for s in sizes):
            rows.append((f"  {group}", (lambda g: lambda r: r["groups"][g])(group)))
        if group == "binary":
            for perms in sorted({p for s in sizes for p in results[s]["binary segments"]}):
                rows.append((f"    {perms}", (lambda p: lambda r: r["binary segments"].get(p, 0))(perms)))
    rows.append(("private dirty (all)", lambda r: r["Private_Dirty"]))
    width = max(len(name) for name, _ in rows)
    print(f"{label}: {binary} ({os.path.getsize(binary) / 1e6:.1f} MB on disk), MB resident after a cycle")
    print(" " * width + "".join(f"{size:>10}" for size in sizes))
    for name, value in rows:
        print(name.ljust(width) + "".join(f"{mb(value(results[s])):>10}" for s in sizes))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bin", nargs="+", default=[os.path.join(ROOT, ".build/release/kamishibai")],
                        help="binaries to measure, each PATH or LABEL=PATH")
    parser.add_argument("--sizes", nargs="+", default=["80x24", "120x40", "200x60"])
    parser.add_argument("--colorterm", default="truecolor", help="COLORTERM for the app ('' for none)")
    parser.add_argument("--json", help="write every figure to this file (each library's too)")
    parser.add_argument("--idle", type=float, nargs="?", const=10.0, metavar="MINUTES",
                        help="then leave the app at rest this long at the last size (default 10)")
    parser.add_argument("--interval", type=float, default=5.0, help="seconds between idle samples")
    parser.add_argument("--tolerance", type=int, default=0, help="kB the exact Rss may grow at rest")
    args = parser.parse_args()

    report, failed = [], False
    for entry in args.bin:
        label, _, path = entry.rpartition("=")
        binary = os.path.realpath(path)
        label = label or os.path.relpath(binary, ROOT)
        results, idle_run = {}, None
        for index, size in enumerate(args.sizes):
            cols, rows = map(int, size.split("x"))
            session = Session(binary, cols, rows, args.colorterm or None)
            try:
                session.cycle()
                results[size] = measure(session.app.pid, binary)
                if args.idle and index == len(args.sizes) - 1:
                    idle_run = idle(session, binary, args.idle, args.interval, args.tolerance)
            finally:
                session.close()
        table(label, binary, results)
        if idle_run:
            held = "held" if idle_run["held"] else "GREW"
            print(f"at rest {idle_run['minutes']:g} min at {args.sizes[-1]}: Rss {idle_run['first']['Rss']} → "
                  f"{idle_run['last']['Rss']} kB ({idle_run['growth']:+d} kB, tolerance {args.tolerance} kB: {held}), "
                  f"VmRSS {idle_run['first']['VmRSS']} → {idle_run['last']['VmRSS']} kB, "
                  f"{len(idle_run['samples'])} samples, CPU {idle_run['cpu_ms']:.1f} ms")
            for path, kb in idle_run["grown"][:10]:
                print(f"  grew: {path} +{kb} kB")
            failed |= not idle_run["held"]
        print()
        report.append({"label": label, "binary": binary, "bytes": os.path.getsize(binary), "sizes": results,
                       "idle": idle_run})
    if args.json:
        with open(args.json, "w") as file:
            json.dump({"load": os.getloadavg(), "colorterm": args.colorterm, "binaries": report}, file, indent=1)
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
