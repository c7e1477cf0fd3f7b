"""Only a band that can leave its place becomes the guild's ally (p. 100; policy
``worm.gm.allies.follows``): paintings live in their frames and a dungeon lord keeps its lair,
so asking either for aid is refused with the reason and nothing is spent; the terminal game's
lists of what to ask for leave aid out for them. Found in play: Living Paintings, won over,
offered to walk with the guild.
"""

from __future__ import annotations

import pytest

from worm import grammar
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import allies, parley
from worm.model.meeting import Meeting
from worm.ui import talk


def parley_with(creature: str, emotion: str = "trust", intensity: str = "intense") -> Game:
    """A guild in a parley with a band of ``creature`` in a mood that grants aid (p. 100)."""
    game = Game.new(3, size=3)
    game.execute(cmd.Delve())
    monster = game.pack.monsters[creature]
    card = game.read_discard("disposition")
    game.meeting = Meeting(
        creature, grammar.band(3, monster.name), 3, game.room, emotion, intensity, False,
        traits=parley.of_creature(game.pack, monster, card), talks=True,
        single=monster.lord, tongues=(monster.speaks or "vulgaris",),
    )  # fmt: skip
    game.set_phase("parley", "talk")
    return game


def stays_put(game: Game) -> list[str]:
    return sorted(m.id for m in game.pack.monsters.values() if allies.follows(m) is not None)


@pytest.mark.parametrize("how", ["request", "trade"])
def test_paintings_cannot_be_asked_to_come_along(how: str) -> None:
    game = parley_with("living_paintings")
    before = len(game.log.events)
    fields = {"gold": 1} if how == "trade" else {}
    with pytest.raises(IllegalCommand, match="frames"):
        game.execute(cmd.Approach(approach=how, ask="aid", **fields))  # type: ignore[arg-type]
    assert game.allies == () and game.phase == "parley"
    assert [type(e).__name__ for e in game.log.events[before:]] == ["Refused"]


def test_a_band_that_can_walk_still_joins() -> None:
    game = parley_with("living_armor")
    game.execute(cmd.Approach(approach="request", ask="aid"))
    assert any("Living Armor" in ally for ally in game.allies)


def test_lords_and_rooted_creatures_stay_and_most_do_not() -> None:
    game = Game.new(3, size=3)
    staying = stays_put(game)
    assert "living_paintings" in staying and "shrieker_mushrooms" in staying
    assert all(game.pack.monsters[m].lord or game.pack.monsters[m].stays for m in staying)
    assert len(staying) < len(game.pack.monsters) / 4  # most creatures can walk


def test_the_terminal_menus_leave_aid_out_for_them() -> None:
    game = parley_with("living_paintings")
    assert "aid" not in [ask for ask, _ in talk.asks(game)]
    game = parley_with("living_armor")
    assert [ask for ask, _ in talk.asks(game, "aid")][0] == "aid"
