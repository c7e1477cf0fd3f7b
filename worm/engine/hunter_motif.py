"""Monster Hunter's motif (p. 70): the hunter gains the motif "[Foe] Hunter" for the hated foe
chosen with their specialization (the Beast Hunter, the Undead Hunter…; policy
``worm.gm.hunters.foes``). It works as motifs do:

- a lore bid (p. 32) on a creature of that foe is grounded in it, the creatures that count for
  several foes (p. 70's overlap) for each of them;
- a test of fate it fits (the policy ``worm.gm.motifs.relevant``, p. 24) has favor, given as a
  byname's is (``worm.engine.byname``), since it is one more motif the player need not name.

The motif follows the specialization, changed in the City (``worm.engine.city_actions.quarry``),
and is there only while the talent is known and not Wounded; using a motif is no use of the
talent, so it costs no XP (p. 33)."""

from __future__ import annotations

from worm import grammar
from worm.content.models import ContentPack
from worm.engine.table import Table
from worm.gm import hunters, motifs
from worm.model.adventurer import Adventurer
from worm.rules import fate
from worm.rules import monster_hunter as rules
from worm.tarot import Suit


def motif(pack: ContentPack, a: Adventurer) -> str | None:
    """The hunter's motif "[Foe] Hunter", or None without a specialization or the talent."""
    if a.quarry is None or a.usable(rules.TALENT) is None:  # not while Wounded (p. 124)
        return None
    open_ = hunters.foes(pack, a.quarry)
    if not open_:
        return None
    return a.hated if a.hated in open_ else open_[0]


def knows(game: Table, a: Adventurer, words: str) -> str | None:
    """The hunter's motif, when the creature ``words`` names is of its hated foe (p. 70)."""
    mine = motif(game.pack, a)
    if mine is None or not words:
        return None
    low = words.lower()
    for kind in game.pack.monsters.values():
        if kind.name.lower() in low and mine in hunters.foes(game.pack, kind.id):
            return mine
    return None


def favor(
    game: Table, tester: Adventurer, task: str, attribute: Suit, m: fate.Modifiers
) -> fate.Modifiers:
    """``m`` with the hunter's motif's favor when it fits ``task`` (pp. 24, 70)."""
    if m.favor:
        return m
    mine = motif(game.pack, tester)
    if mine is None or not motifs.relevant(mine, task, attribute):
        return m
    game.ruling("p. 70", f"{grammar.possessive(tester.name)} motif {mine!r} fits the task: favor")
    return m.with_favor(f"motif: {mine}")
