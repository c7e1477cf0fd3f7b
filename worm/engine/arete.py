"""Arête triggers the engine sees (p. 28): the first time an adventurer does one of their
kith's three deeds, its box is checked; the third teaches the kin's arête talent.

Which doings count is the GM's policy ``worm.gm.arete``; each function here is the moment the
engine calls it from:

- a fight: ``beaten`` — ``felled`` (a weaponless kill, a monster twice one's size, the skull
  of a new kind) or ``spared_one`` (a beaten spirit let go);
- a parley: ``gave`` (a gift handed to a spirit);
- the guild's word: ``oath_kept`` (its quest completed, a contract fulfilled);
- the City: ``contest_won`` (City Event XVII), ``made`` (Build, Commission Craft),
  ``researched`` (Research), ``carried_out`` (a treasure of great worth brought up);
- the Crawl: ``uncovered`` (a secret door or hidden way found);
- the Hangover: ``woke`` (a wedding band and a spouse, p. 157), through ``married``;
- a hook for what another part of the game will do: ``hoarded`` (a treasure kept).

A deed that is not the adventurer's kith's, or already checked, does nothing.
"""

from __future__ import annotations

from worm.engine import byname
from worm.engine.table import Table
from worm.gm import arete as policy
from worm.gm import foes
from worm.rules import arete as rules

WEAPONLESS = "weaponless_kill"
GIANT = "giant_slain"
NEW_SKULL = "new_skull"


def felled(
    game: Table,
    who: str,
    *,
    bare_handed: bool = False,
    larger: bool = False,
    creature: str | None = None,
) -> None:
    """``who`` has just felled a foe: check whichever trigger of their kith that deed is; a
    foe of a ``creature`` kind the guild never killed gives an orc its skull (policy)."""
    if bare_handed:
        deed(game, who, WEAPONLESS, "felled a creature with no weapon")
    if larger:
        deed(game, who, GIANT, "felled a monster at least twice their size")
    if creature is not None:
        slain = game.guild.slain
        if policy.new_kind(creature, slain, frozenset(game.pack.characters)):
            game.guild = game.guild.model_copy(update={"slain": (*slain, creature)})
            deed(game, who, NEW_SKULL, policy.WHY[NEW_SKULL])


def beaten(game: Table, who: str, foe: foes.Statblock, *, spared: bool) -> None:
    """``who`` beat a foe of the stat block ``foe`` and felled it or, ``spared``, let it go."""
    if spared:
        spared_one(game, who, foe.theme, foe.name)
    else:
        felled(game, who, larger=foe.larger, creature=foe.id)


def spared_one(game: Table, who: str, theme: str, name: str) -> None:
    """``who`` beat ``name`` and let it go: a fay's help to a spirit when it is one (policy)."""
    if policy.spirit(theme, name):
        deed(game, who, "spirit_aided", f"spared {name}, a spirit")


def gave(game: Table, givers: list[str], theme: str, name: str) -> None:
    """A gift was handed over to ``name`` in a parley: help to a spirit (policy)."""
    if policy.spirit(theme, name):
        for who in givers:
            deed(game, who, "spirit_aided", f"gave {name}, a spirit, what it wished for")


def oath_kept(game: Table, what: str) -> None:
    """The guild saw its sworn word through (``what``): every living member kept the oath."""
    for a in game.guild.in_marching_order():
        deed(game, a.id, "oath_kept", f"saw {what} through")


def contest_won(game: Table, who: str, entry: str) -> None:
    """``who`` won the test of City Event ``entry``: a rival house bested if it is a contest."""
    if policy.contest(entry):
        deed(game, who, "rival_house_bested", policy.WHY["rival_house_bested"])


def married(game: Table, who: str) -> None:
    """``who`` marries (p. 28): the Hangover's wedding (``woke``), or any marriage to come."""
    deed(game, who, "wed", policy.WHY["wed"])


def woke(game: Table, who: str, row: str) -> None:
    """``who`` woke to the Hangover row ``row`` (p. 157): wed, if the row marries them."""
    if policy.weds(row):
        married(game, who)


def made(game: Table, who: str, action: str, what: str) -> None:
    """``who`` paid for ``what`` with the City Action ``action``: a lasting work (p. 59)."""
    if policy.lasting(action):
        deed(game, who, "lasting_work", f"had {what} made to outlast the centuries")


def hoarded(game: Table, who: str, treasure_id: str) -> None:
    """``who`` keeps the treasure ``treasure_id`` instead of selling it (a hook for keeping
    treasure): a grave good for an underfolk, a hoard for an orc when it is great (policy)."""
    treasure = game.pack.treasure[treasure_id]
    if policy.grave_good(treasure):
        deed(game, who, "grave_good", f"laid {treasure.name} by as a grave good")
    if policy.great(treasure):
        deed(game, who, "great_hoard", f"hoards {treasure.name}, {treasure.value} gold")


def carried_out(game: Table) -> None:
    """The guild came up with its loot: a treasure of great worth is every orc's hoard."""
    great = [game.pack.treasure[t] for t in game.loot if policy.great(game.pack.treasure[t])]
    for treasure in great[:1]:
        for a in game.guild.in_marching_order():
            deed(game, a.id, "great_hoard", f"brought up {treasure.name}, {treasure.value} gold")


def uncovered(game: Table, what: str) -> None:
    """The guild found ``what``, hidden and forgotten: each living member shares the find."""
    for a in game.guild.in_marching_order():
        deed(game, a.id, "forgotten_secret", f"uncovered {what}")


def researched(game: Table, who: str, found: list[str]) -> None:
    """``who``'s Research turned up something no one in the guild knew (p. 159)."""
    if found:
        deed(game, who, "forgotten_secret", f"dug out of the archives that {found[0]}")


def deed(game: Table, who: str, trigger: str, what: str) -> None:
    """Check ``trigger`` for ``who`` if it is one of their kith's, not yet checked (p. 28)."""
    a = next((m for m in game.guild.adventurers if m.id == who), None)
    if a is None or a.conditions.dead:
        return
    triggers = [t.id for t in game.pack.kiths[a.kith].arete_triggers]
    if trigger not in triggers or a.arete[triggers.index(trigger)]:
        return
    after = rules.check(a, game.pack, triggers.index(trigger))
    game.set_adventurer(after)
    game.ruling("p. 28", f"{a.name} {what}: an arête mark ({rules.marks(after)} of 3)")
    talent = game.pack.kins[a.kin].arete_talent
    if after.talent(talent) is not None and a.talent(talent) is None:
        name = game.pack.talents[talent].name if talent in game.pack.talents else talent
        game.ruling("p. 28", f"with the third arête mark {a.name} learns {name}, mastered")
        byname.grant(game, a.id)  # a human is given a byname with it (p. 53)
