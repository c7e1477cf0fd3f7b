"""What ``worm city`` does (CONTRACTS §1): make the City of a seed and print it."""

from __future__ import annotations

import sys

from worm import content
from worm.gen import city, city_export

FORMATS = ("text", "json", "svg")


def run(*, seed: int, form: str) -> int:
    pack = content.default()
    made = city.generate(seed, pack)
    if form == "json":
        sys.stdout.write(city_export.to_json(made, pack))
    elif form == "svg":
        sys.stdout.write(city_export.svg(made))
    else:
        sys.stdout.write(city_export.text(made, pack))
    sys.stdout.flush()
    return 0
