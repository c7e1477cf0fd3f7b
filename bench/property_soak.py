"""Hunt for new failing cases of the property tests with fresh random seeds, outside CI.

CI runs the property tests derandomized (``--hypothesis-profile=ci``, tests/conftest.py), so it
checks the same cases every time. This runs ``tests/property`` again and again, each time with
another Hypothesis seed, and prints each failure with the seed that reproduces it:

    uv run python bench/property_soak.py --runs 24 [--first 1]

A failure prints the seed; rerun it with
``uv run pytest tests/property --hypothesis-seed=SEED`` and add the case Hypothesis prints
as an ``@example`` with the fix.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=12, help="how many seeds to try")
    parser.add_argument("--first", type=int, default=1, help="the first seed's number")
    args = parser.parse_args(argv)
    failed = []
    for n in range(args.first, args.first + args.runs):
        seed = n * 7919
        began = time.perf_counter()
        run = subprocess.run(
            [
                sys.executable,
                "-m",
                "pytest",
                "-q",
                "-p",
                "no:cacheprovider",
                "tests/property",
                f"--hypothesis-seed={seed}",
            ],
            capture_output=True,
            text=True,
            check=False,
        )
        took = time.perf_counter() - began
        tail = run.stdout.strip().splitlines()[-1] if run.stdout.strip() else run.stderr[-200:]
        print(f"seed {seed}: {tail} ({took:.0f} s)", flush=True)
        if run.returncode != 0:
            failed.append(seed)
            cases = [
                line
                for line in run.stdout.splitlines()
                if "Falsifying" in line or line.strip().startswith(("seed=", "watches=", "FAILED"))
            ]
            print("\n".join("    " + line for line in cases[:20]), flush=True)
    print(f"{args.runs} runs, {len(failed)} failed" + (f": seeds {failed}" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
