#!/usr/bin/env python3
"""Writes Build/startup-order.txt: the functions pushpeek runs before its first frames, one linker
section a line, which Package.swift gives the linker (gold's --section-ordering-file) for the Linux
release binary, so that they lie side by side and the start-up faults in fewer pages of code.

It runs the release binary (a copy without debug sections: valgrind cannot read Swift's) under
callgrind in a 100x40 pseudo-terminal, once for each start the benchmark times -- the spy-agency
banner in symbols; with its headshot in symbols, kitty and sixel; `lint` and `render` of one
payload -- and lists every function callgrind saw run, those of the plain banner first. A name the
build no longer has is passed over by the linker, so a stale file only costs speed; run this again
after a change that moves the start-up (Docs/PERFORMANCE.md, "The start-up's code side by side").

Usage (from the package root, on Linux, with valgrind and binutils installed):
  swift build -c release && python3 Scripts/startup-order.py && swift build -c release
"""
import fcntl
import os
import pty
import re
import select
import struct
import subprocess
import sys
import tempfile
import termios

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, ".build", "release", "pushpeek")
OUTPUT = os.path.join(ROOT, "Build", "startup-order.txt")
SPY = os.path.join(ROOT, "Examples", "spy-agency")
HEADSHOT = ["--attachment", os.path.join(SPY, "headshot.jpg"), "--colors", "256"]
PREVIEW = ["preview", os.path.join(SPY, "payload.json"), "--app", os.path.join(SPY, "app.json")]

# (arguments, interactive): the banner in symbols comes first, as the benchmark's first-frame row.
RUNS = [
    (PREVIEW + ["--graphics", "none"], True),
    (PREVIEW + ["--graphics", "none"] + HEADSHOT, True),
    (PREVIEW + ["--graphics", "kitty"] + HEADSHOT, True),
    (PREVIEW + ["--graphics", "sixel"] + HEADSHOT, True),
    (["lint", os.path.join(SPY, "payload.json"), "--app", os.path.join(SPY, "app.json")], False),
    (["render", os.path.join(SPY, "payload.json"), "--app", os.path.join(SPY, "app.json")], False),
]
ENVIRONMENT = {"TERM": "xterm-256color", "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"}


def run_in_terminal(command):
    """Runs `command` in a 100x40 pseudo-terminal until it has been quiet for 8 s, then ends it with
    Ctrl-C (valgrind is slow to start, and the preview waits for keys)."""
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 100, 0, 0))
        os.execvpe(command[0], command, ENVIRONMENT)
    while True:
        ready, _, _ = select.select([fd], [], [], 8)
        if not ready:
            break
        try:
            if not os.read(fd, 65536):
                break
        except OSError:
            break
    try:
        os.write(fd, b"\x03")
    except OSError:
        pass
    os.waitpid(pid, 0)
    os.close(fd)


def functions(profile):
    """Every function name a callgrind profile names (as caller or callee)."""
    names = []
    with open(profile, encoding="utf-8", errors="replace") as file:
        for line in file:
            match = re.match(r"c?fn=\(\d+\) (\S+)", line)
            if match and not match.group(1).startswith("0x"):
                names.append(match.group(1))
    return names


def main():
    if not os.path.exists(BINARY):
        sys.exit(f"{BINARY}: build the release binary first (swift build -c release)")
    with tempfile.TemporaryDirectory() as folder:
        binary = os.path.join(folder, "pushpeek")
        subprocess.run(["objcopy", "--strip-debug", BINARY, binary], check=True)
        seen, ordered = set(), []
        for index, (arguments, _) in enumerate(RUNS):
            profile = os.path.join(folder, f"callgrind.{index}")
            run_in_terminal(["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={profile}", binary] + arguments)
            if not os.path.exists(profile):
                sys.exit(f"callgrind wrote no profile for: pushpeek {' '.join(arguments)}")
            fresh = sorted(set(functions(profile)) - seen)
            seen.update(fresh)
            ordered += fresh
            print(f"pushpeek {arguments[0]} …: {len(fresh)} more functions", file=sys.stderr)
    with open(OUTPUT, "w", encoding="utf-8") as file:
        file.write("".join(f".text.{name}\n" for name in ordered))
    print(f"{OUTPUT}: {len(ordered)} sections", file=sys.stderr)


if __name__ == "__main__":
    main()
