"""Dwimmercraft's second sight (p. 82) knows magic things and sorcerers for what they are, and
sees the invisible: focused in a room, it tells which of its dwellers work sorcery or can pass
unseen, and which of its treasures are magical (policy ``worm.gm.second_sight``). The room is
``test_dwimmercraft``'s quiet first room, stocked here with what the test needs (the
precondition each asserts)."""

from __future__ import annotations

from tests.unit.engine.test_dwimmercraft import PACK, met
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import meet
from worm.gm import second_sight

SORCERER = next(m for m in sorted(PACK.monsters) if second_sight.sorcerer(PACK, m))
PLAIN = next(
    m
    for m in sorted(PACK.monsters)
    if not second_sight.sorcerer(PACK, m) and not second_sight.unseen(PACK, m)
)
UNSEEN = next(m for m in sorted(PACK.monsters) if second_sight.unseen(PACK, m))
MAGIC = next(t for t in sorted(PACK.treasure) if second_sight.magical_treasure(PACK, t))
MUNDANE = next(t for t in sorted(PACK.treasure) if not second_sight.magical_treasure(PACK, t))


def sight_in(denizens: list[str], treasure: list[str]) -> list[str]:
    game = met("pit_trap" if "pit_trap" in PACK.traps else next(iter(PACK.traps)))
    stock = game.level.stock[game.room]
    stock.traps, stock.denizens, stock.treasure = [], denizens, treasure
    events = game.execute(cmd.SecondSight(who="a1"))
    return [e.text for e in events if isinstance(e, ev.Narration)]


def test_the_content_marks_sorcerers_the_unseen_and_magical_things() -> None:
    """Read off the stat blocks: angels cast by Natural Sorcery (p. 249), the genii turn
    Invisible (p. 267); the archwood wand is an item of magic. A beast casts nothing."""
    assert second_sight.sorcerer(PACK, "angels")
    assert second_sight.unseen(PACK, "genii")
    assert second_sight.magical_treasure(PACK, "archwood_wand")
    assert not second_sight.sorcerer(PACK, PLAIN) and not second_sight.unseen(PACK, PLAIN)


def test_second_sight_tells_a_sorcerer_and_a_magical_thing_but_not_the_plain() -> None:
    told = sight_in([SORCERER, PLAIN], [MAGIC, MUNDANE])
    sorcerer, plain = PACK.monsters[SORCERER].name, PACK.monsters[PLAIN].name
    assert any(sorcerer in t and "sorcery" in t for t in told)
    assert any(PACK.treasure[MAGIC].name in t and "magical" in t for t in told)
    assert not any(plain in t for t in told)
    assert not any(PACK.treasure[MUNDANE].name in t for t in told)


def test_second_sight_sees_one_that_can_pass_unseen() -> None:
    told = sight_in([UNSEEN], [])
    assert any(PACK.monsters[UNSEEN].name in t and "unseen" in t for t in told)


def test_nothing_magical_here_is_said_so() -> None:
    told = sight_in([PLAIN], [MUNDANE])
    assert any("nothing magical" in t for t in told)


def test_a_band_that_wanders_in_is_told_as_it_is_met() -> None:
    """Not stocked in the room read, a band met later (a Meatgrinder's wanderers, p. 91) is
    told as the seer meets it; without the sight nothing is told."""
    for focused in (False, True):
        game = met("pit_trap" if "pit_trap" in PACK.traps else next(iter(PACK.traps)))
        stock = game.level.stock[game.room]
        stock.traps, stock.denizens, stock.treasure = [], [], []
        if focused:
            game.execute(cmd.SecondSight(who="a1"))
        mark = len(game.log.events)
        meet.start(game, SORCERER, 2, -1, False)
        told = [e.text for e in game.log.events[mark:] if isinstance(e, ev.Narration)]
        said = any(PACK.monsters[SORCERER].name in t and "sorcery" in t for t in told)
        assert said is focused
