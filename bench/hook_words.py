"""Hooks and quest rumors a GM can trust (issue 21.6), counted over seeds 0..N-1 (default 100).

``uv run python bench/hook_words.py [N]`` prints: hook texts naming a bare room ("room K"),
clauses needing a ghost, beast, prisoner or "something" not said to be here (a level named
"…of the Beast" counts too), cards XXI not of step 1 (before play nothing is found), rumors
told by a creature that cannot talk, and rumors naming what lies there before the place.
"""

import re
import sys

from worm.content import loader
from worm.gen.underworld import generate

PACK = loader.load()
N = int(sys.argv[1]) if len(sys.argv) > 1 else 100
BARE = re.compile(r"\broom (\d+)\b(?!\))")
WHO = re.compile(r"\b(ghosts?|beast|prisoner|something)\b", re.I)
LEADS = ("Something there", "That is where", "Whatever is there", "The quest ends there")
c = dict(
    hooks=0,
    bare_room=0,
    unplaced=0,
    levels=0,
    rumor_not_step1=0,
    silent_teller=0,
    lead_before_place=0,
)
silent = [m.name for m in PACK.monsters.values() if not m.talks]


def unplaced(text: str) -> bool:
    """Whether a clause of ``text`` needs someone or something it does not say is here."""
    return any(
        WHO.search(clause) and not re.search(r"\bhere\b", clause, re.I) and "(level" not in clause
        for clause in re.split(r"[;.:]", text)
    )


for seed in range(N):
    w = generate(seed)
    for lv in w.levels:
        for st in lv.stock:
            for h in st.hooks:
                c["hooks"] += 1
                if BARE.search(h["text"]):
                    c["bare_room"] += 1
            c["unplaced"] += sum(unplaced(h["text"]) for h in [*st.hooks, *st.counterparts])
        c["levels"] += 1
        r = lv.meatgrinder[20]
        if r["step"] != 1:
            c["rumor_not_step1"] += 1
        t = r["text"]
        if any(f"from {n}," in t or f"by {n} " in t or f"of {n} " in t for n in silent):
            c["silent_teller"] += 1
        place = t.find("(level")
        lead = min((t.find(words) for words in LEADS if words in t), default=-1)
        if lead != -1 and lead < place:
            c["lead_before_place"] += 1
print(c)
