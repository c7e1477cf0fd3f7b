"""The text game's words for the player's choices (issue 22, point 5): ``wounds`` (p. 124)
and ``retreat push|push-most|push-least|nopush`` (pp. 9, 124)."""

from __future__ import annotations

import pytest

from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.rules import durability
from worm.text import repl


def test_wounds_words_become_an_order_the_engine_plays() -> None:
    game = Game.new(2)
    a = next(
        a for a in game.guild.adventurers if durability.protection(a.inventory, game.pack.items)
    )
    talent = game.pack.talents[a.talents[0].id].name
    first = a.name.split()[0]
    command = repl.parse(game, f"wounds {first} armour, {talent}, injured, door")
    assert command == cmd.WoundOrder(
        who=a.id, order=("armor", f"talent:{a.talents[0].id}", "Injured", "Death's Door")
    )
    game.execute(command)
    listing = repl.parse(game, "wounds")
    assert isinstance(listing, str)
    assert f"{a.name}: Notch worn armor, then Wound {talent}, then mark Injured" in listing
    assert repl.parse(game, f"wounds {first} default") == cmd.WoundOrder(who=a.id)


def test_a_step_that_is_no_way_to_take_a_wound_is_refused_in_words() -> None:
    game = Game.new(2)
    with pytest.raises(IllegalCommand, match="cannot take a Wound as 'stressed'"):
        repl.parse(game, "wounds a1 stressed")


@pytest.mark.parametrize(
    ("line", "push"),
    [
        ("retreat", "both"),
        ("retreat push", "both"),
        ("retreat push-most", "most"),
        ("flee push-least", "least"),
        ("retreat nopush", "none"),
    ],
)
def test_retreat_words_say_who_pushes(line: str, push: str) -> None:
    game = Game.new(2)
    assert repl.parse(game, line) == cmd.Retreat(push=push)  # type: ignore[arg-type]


def test_retreat_with_a_word_it_does_not_know_is_refused() -> None:
    with pytest.raises(IllegalCommand, match="push, push-most, push-least or nopush"):
        repl.parse(Game.new(2), "retreat sideways")
