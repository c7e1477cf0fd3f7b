"""Policy (p. 149): which of an expedition's doings the GM writes on the roster as noteworthy
deeds, and what each Fame means (p. 46).

The book leaves the judging to the GM, giving a dungeon lord slain and a new way through the
Underworld forged as examples. worm counts, in this order:

- a dungeon lord slain: a Challenge won against the creatures of a level's lord room;
- a new way through the Underworld: a level the guild had never set foot on, entered by a
  way other than the main entrance every guild knows;
- a piece of prominent architecture destroyed: a feature the pack marks as such brought down
  (``ARCHITECTURE``: the Gem-Eyed Devil toppled off its plinth);
- a potent relic reclaimed: a treasure tagged ``relic`` in treasure.toml carried out;
- a treasure of great worth carried out: one worth ``GREAT_WORTH`` gold or more.

- a dastardly deed (p. 46: Fame is not always good; a guild whose deeds are all dastardly is
  known as dastards): the guild fell on a band in the middle of a parley when the band had met
  it kindly (a positive Disposition, p. 100) or had already struck a bargain with it (a want
  or like paid out, p. 180), and went on to beat it. Such a deed is written on the roster and
  counts for Fame like any other, ranked last among the praiseworthy; while every deed on the
  roster is dastardly, a famous guild is met one step colder, not warmer (``meet._fame``).

- a quest completed (p. 33), ranked after a lord and before a contract: the guild's own aim
  carried through.
"""

from __future__ import annotations

from collections.abc import Iterable

from worm import grammar
from worm.model.city import DeedKind, Feat

GREAT_WORTH = 400
"""Policy (p. 149): a treasure is a deed when it alone would keep a guild of four in
luxurious upkeep (4 × 100 gold, p. 154): a haul the City talks about, not a purse of coins."""

MEANING = (
    "nobody has heard of the guild",
    "a name a few have heard",
    "talked of across the Underworld",
    "famous below",
    "talked of across the City",
    "famous in the City",
)
"""What each Fame, 0 to 5, means to those the guild meets (p. 46), in our words."""


def lord_slain(lord: str, level: str) -> Feat:
    return Feat("lord", f"slew {lord}, lord of {level}")


def contract_done(patron: str, text: str) -> Feat:
    """A contract carried out is noteworthy (p. 171: the eggs stolen for a patron were)."""
    return Feat("contract", f"did {grammar.possessive(patron)} work: {text}")


def quest_done(quest: str) -> Feat:
    """The guild's quest completed is noteworthy (p. 149): what it set out to do, done."""
    return Feat("quest", f"completed its quest: {quest}")


ARCHITECTURE = {"idol_toppled": "the Gem-Eyed Devil"}
"""Policy (p. 149): the level flags (features.toml) that mean a piece of prominent architecture
is destroyed, and what it was."""

FREED = {"zacchaeus_free": "Zacchaeus, caged below"}
DRUNK = {"fountain_drunk": "the Merry Fountain"}
"""The level flags that mean a prisoner freed or a magic water drunk: doings a quest may ask
for (``worm.gm.quests``), not deeds."""


def architecture(flag: str, level: str) -> Feat | None:
    """A piece of prominent architecture destroyed (p. 149), when ``flag`` says one was; else
    a prisoner freed or a magic water drunk, when it says so; else None."""
    if flag in ARCHITECTURE:
        return Feat("architecture", f"brought down {ARCHITECTURE[flag]} in {level}")
    if flag in FREED:
        return Feat("freed", f"freed {FREED[flag]} in {level}")
    if flag in DRUNK:
        return Feat("drank", f"drank from {DRUNK[flag]} in {level}")
    return None


def taken_alive(name: str) -> Feat:
    """A foe beaten and spared, or surrendered (p. 125): taken alive, for a quest to ask for."""
    return Feat("captive", f"took {name} alive")


def named(lord: str) -> Feat:
    """A secret of a dungeon lord learned (p. 180), for a quest to ask for."""
    return Feat("named", f"learned a secret of {lord}, a dungeon lord")


def carried(name: str, value: int, tags: Iterable[str]) -> tuple[Feat, ...]:
    """What a treasure carried out to the City is worth as a deed (p. 149): a potent relic
    reclaimed (tagged ``relic``, whatever its price), a treasure of great worth, or both."""
    relic = (Feat("relic", f"reclaimed {name}, a potent relic"),) if "relic" in tags else ()
    great = treasure(name, value)
    return (*relic, *((great,) if great is not None else ()))


def way_forged(level: str) -> Feat:
    return Feat("way", f"forged a new way into {level}")


def treasure(name: str, value: int) -> Feat | None:
    """A treasure carried out is a deed when it is worth ``GREAT_WORTH`` or more."""
    if value < GREAT_WORTH:
        return None
    return Feat("treasure", f"carried {name} ({value} gold) out of the Underworld")


def betrayal(name: str, *, friendly: bool, bargained: bool) -> Feat | None:
    """A dastardly deed (pp. 46, 149): falling on ``name`` mid-parley when they had met the
    guild kindly or struck a bargain with it; ``None`` when neither holds."""
    if bargained:
        return Feat("dastardly", f"broke its bargain with {name} and cut them down")
    if friendly:
        return Feat("dastardly", f"fell on {name}, who had met it in friendship")
    return None


def judge(feats: Iterable[Feat], most: int) -> tuple[str, ...]:
    """The deeds written for an expedition (p. 149): each feat once, at most ``most``.

    Policy (p. 149, "the most praiseworthy"): lords first, then quests completed, then contracts
    carried out, then new ways, then architecture destroyed, then relics reclaimed, then
    treasures, then dastardly deeds, each kind in the order done."""
    order: dict[DeedKind, int] = {  # the doings a quest asks for are never deeds themselves
        "lord": 0,
        "quest": 1,
        "contract": 2,
        "way": 3,
        "architecture": 4,
        "relic": 5,
        "treasure": 6,
        "dastardly": 7,
    }
    seen: list[Feat] = []
    for f in feats:
        if f not in seen:
            seen.append(f)
    ranked = sorted((f for f in seen if f.kind in order), key=lambda f: order[f.kind])
    return tuple(f.text for f in ranked[:most])


def tilt(deeds: Iterable[str], dastardly: Iterable[str]) -> int:
    """Policy (p. 46, "Fame isn't necessarily good"): which way the guild's name turns those who
    have heard of it — +1 when fewer than half of its deeds are dastardly, -1 when more than
    half are (all of them: the guild is known as dastards), 0 when the good and the ill weigh
    the same and the name moves nobody."""
    written = list(deeds)
    bad = sum(1 for d in written if d in set(dastardly))
    good = len(written) - bad
    return (good > bad) - (bad > good)


def meaning(fame: int) -> str:
    """What a Fame of 0–5 means (p. 46)."""
    return MEANING[max(0, min(fame, len(MEANING) - 1))]
