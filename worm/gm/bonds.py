"""When Bonds charge (pp. 26–27, 189): the book's mechanical triggers, and the automated GM's
policy for the ones that need a table's judgement.

Five Bond types charge on something the engine can see (Adversary, Rival, Big/Little, Sibling,
Ward). The others (Ally, Best Friend, Love, Master/Henchman, Mentor/Mentee, Unrequited Love)
charge when a player "plays it to the hilt", which a solo game has no table to judge.
Policy (p. 189, "ask questions at the fire"): at supper the GM puts one campfire question to
the guild; the first adventurer in marching order with such a Bond uncharged answers it, and
that Bond charges. Fellowship (p. 137) charges both sides' Bonds, whatever their type.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np

from worm.content.models import ContentPack
from worm.model.adventurer import Adventurer, Bond
from worm.model.guild import Guild
from worm.tarot import Suit

MECHANICAL = frozenset({"adversary", "rival", "big_little", "sibling", "ward"})
"""Bond types whose trigger the engine sees for itself (pp. 26–27)."""

Charge = tuple[str, str, str, str]  # (who, with whom, page, why: "{who}" and "{other}" named)


def new_bond(target: str) -> Bond:
    """A Bond formed in play with one who had none (a newcomer): Ally, the default (p. 26),
    charged by the moment that formed it."""
    return Bond(target=target, kind="ally", charged=True)


def prompt(pack: ContentPack, rng: np.random.Generator) -> str:
    """A campfire question (p. 189), picked by the game's own stream."""
    prompts = sorted(pack.campfire)
    return pack.campfire[prompts[int(rng.integers(len(prompts)))]].text


def friend_for(guild: Guild, a: Adventurer) -> Adventurer | None:
    """Fellowship's partner when none is named: the first awake guild-mate with whom either
    Bond is uncharged, else the first awake guild-mate."""
    others = [o for o in guild.in_marching_order() if o.active and o.id != a.id]
    for other in others:
        mine = next((b for b in a.bonds if b.target == other.id), None)
        theirs = next((b for b in other.bonds if b.target == a.id), None)
        if mine is None or theirs is None or not (mine.charged and theirs.charged):
            return other
    return others[0] if others else None


def feasts(a: Adventurer) -> bool:
    """Hale and Hearty (p. 60): eat two rations to charge an uncharged Bond. Policy: only with
    a third ration left for tomorrow."""
    if a.usable("hale_and_hearty") is None or not any(not b.charged for b in a.bonds):
        return False
    rations = sum(c.count for c in a.inventory.things() if c.item == "ration")
    return rations >= 3


def answerer(guild: Guild) -> tuple[Adventurer, Bond] | None:
    """Who answers tonight's campfire question, and the Bond it charges (policy above)."""
    awake = {a.id for a in guild.adventurers if a.active}
    for a in guild.in_marching_order():
        if a.id not in awake:
            continue
        for bond in a.bonds:
            if not bond.charged and bond.kind not in MECHANICAL and bond.target in awake:
                return a, bond
    return None


def witnessed(guild: Guild, tester: str, won: bool) -> Iterator[Charge]:
    """A test of fate seen by the guild (p. 26): an Adversary charges on a failure, a Rival
    on a success. Policy: the guild moves together, so every awake guild-mate sees it."""
    kind = "rival" if won else "adversary"
    for a in guild.in_marching_order():
        if not a.active or a.id == tester:
            continue
        for bond in a.bonds:
            if bond.target == tester and bond.kind == kind and not bond.charged:
                how = "succeed, as a rival" if won else "fail, as an adversary"
                yield a.id, tester, "p. 26", "{who} sees {other} " + how


def aided(guild: Guild, tester: str, helper: str, attribute: Suit) -> Iterator[Charge]:
    """Aid on a test of fate (p. 26): a Sibling who helps charges; Big/Little both charge
    when the help is with the tested one's weakest attribute."""
    t, h = guild.adventurer(tester), guild.adventurer(helper)
    for bond in h.bonds:
        if bond.target == tester and bond.kind == "sibling" and not bond.charged:
            yield helper, tester, "p. 26", "{who} helps {other}, a sibling"
    weakest = t.attributes[attribute] == min(t.attributes.ranked())
    if not weakest:
        return
    for who, other in ((t, h), (h, t)):
        for bond in who.bonds:
            if bond.target == other.id and bond.kind == "big_little" and not bond.charged:
                yield (
                    who.id,
                    other.id,
                    "p. 26",
                    "{who} and {other}, big and little, test the weaker one's worst",
                )


def hardship(guild: Guild, helper: str, helped: str, how: str) -> Iterator[Charge]:
    """A Bond put to the test (p. 26: a choice that costs you, made for the Bond's sake).
    Policy: tending a dying guild-mate is such a choice (a poultice and a turn spent, often
    with foes about); the tender's Bond with the one tended charges, whatever its kind."""
    if helper == helped:
        return
    for bond in guild.adventurer(helper).bonds:
        if bond.target == helped and not bond.charged:
            yield helper, helped, "p. 26", "{who} " + how + " {other}, at a cost"


def wards(guild: Guild, unhurt: frozenset[str]) -> Iterator[Charge]:
    """A Ward who came through a whole Challenge without a Wound (p. 27) charges the Bond of
    the one watching over them."""
    for a in guild.in_marching_order():
        if not a.active:
            continue
        for bond in a.bonds:
            if bond.kind == "ward" and bond.target in unhurt and not bond.charged:
                yield a.id, bond.target, "p. 27", "{who}'s ward {other} comes through unhurt"
