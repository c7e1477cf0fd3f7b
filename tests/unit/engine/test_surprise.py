"""A guild caught unawares (p. 110): each band takes one free action, tactic 1 before 2 before 3.

The policy that picks the tactic is tested in tests/unit/rules/test_challenge_rules.py; these
tests play what each tactic does to the fight: a talking band bars the way the guild came in,
a band facing a single light puts it out, and otherwise each foe strikes one adventurer, no
adventurer twice (row pp. 109–111, 121 of docs/rules-parity.md).
"""

from __future__ import annotations

from dataclasses import replace

from worm.engine import antagonists
from worm.engine import events as ev
from worm.engine.session import Game
from worm.rules import pack_space

from .fight_kit import fight


def _lit(game: Game) -> list[tuple[str, str]]:
    return [
        (a.id, c.uid)
        for a in game.guild.adventurers
        if a.active
        for c in a.inventory.things()
        if c.lit
    ]


def _put_out_all_but(game: Game, keep: int) -> None:
    """Leave only the first ``keep`` lit lights burning."""
    for who, uid in _lit(game)[keep:]:
        a = game.guild.adventurer(who)
        carried = next(c for c in a.inventory.things() if c.uid == uid)
        out = carried.model_copy(update={"lit": False})
        game.set_adventurer(
            a.model_copy(update={"inventory": pack_space.replace(a.inventory, out)})
        )


def _wounds(game: Game, since: int = 0) -> dict[str, int]:
    """Wound events after the first ``since``, by who took them."""
    taken: dict[str, int] = {}
    for e in game.log.events[since:]:
        if isinstance(e, ev.Wound):
            taken[e.who] = taken.get(e.who, 0) + 1
    return taken


def _with_back_zone() -> Game:
    """The first fight (by seed) whose scene has a way back, with a band that talks."""
    for seed in range(1, 40):
        game = fight(seed, count=3, size=3)
        if any(z.back and z.exit for z in game.challenge.zones):
            return game
    raise AssertionError("no seed in 1–39 gives a fight with a way back")


def test_a_talking_band_bars_the_way_back_first() -> None:
    game = _with_back_zone()
    assert game.meeting is not None and game.meeting.talks  # precondition: tactic 1 is open
    mark = len(game.log.events)
    antagonists.surprise(game)
    back = [z for z in game.challenge.zones if z.back]
    assert back and not any(z.exit for z in back), "the way back should be barred"
    after = game.log.events[mark:]
    assert any(isinstance(e, ev.Gm) and e.why.startswith("tactic 1") for e in after)
    assert _wounds(game, mark) == {}, "barring the way is the band's one action"


def test_a_band_that_does_not_talk_puts_out_the_only_light() -> None:
    for seed in range(1, 40):
        game = fight(seed, count=3, size=3)
        if _lit(game):
            break
    else:
        raise AssertionError("no seed in 1–39 comes to a fight with a light lit")
    _put_out_all_but(game, 1)
    assert game.meeting is not None
    game.meeting = replace(game.meeting, talks=False)
    mark = len(game.log.events)
    antagonists.surprise(game)
    assert _lit(game) == [], "the one light should be out"
    # out, or broken once p. 95's "a light hit in combat breaks" is played (issue 22)
    assert any(
        isinstance(e, ev.Light) and e.change in ("out", "destroyed") for e in game.log.events[mark:]
    )
    assert _wounds(game, mark) == {}, "snuffing the light is the band's one action"


def test_otherwise_each_foe_strikes_one_adventurer_and_none_twice() -> None:
    game = fight(3, count=5, size=3)
    _put_out_all_but(game, 0)
    assert game.meeting is not None
    game.meeting = replace(game.meeting, talks=False)
    foes = len(game.challenge.side("foes"))
    guild = len(game.challenge.side("guild"))
    assert foes > guild  # precondition: more foes than adventurers, so "none twice" can bite
    mark = len(game.log.events)
    antagonists.surprise(game)
    taken = _wounds(game, mark)
    assert len(taken) == guild, taken
    assert set(taken.values()) == {1}, f"an adventurer was struck twice in the surprise: {taken}"
