"""A choice the GM waits on belongs to the room where it was offered (issue 19, point 6): a
guild that backs away into another room leaves it behind, and the choice carries the words of
what asked it (issue 19, point 3: what is asked, not a front end's way to answer it)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import traps
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.state import GameState

from .test_crawl import of, stack
from .test_parley import LOSES, character, meeting


def neighbour(game: Game) -> int:
    """A room next to the one the guild stands in."""
    here = game.room
    for edge in game.level.map.edges:
        if here in (edge.a, edge.b):
            return edge.b if edge.a == here else edge.a
    raise AssertionError("a room with no way out")


def parley_with_a_choice() -> Game:
    """Room 101 of seed 2: a parley under way, a room to back into, and a choice offered here."""
    game = meeting(character())
    assert game.phase == "parley"
    game.came_from = neighbour(game)
    # whoever lived there is dealt with: backing into it meets nobody (seed 2's rooms beside
    # 101 all hold a band since the denser stocking of issue 21)
    state = game.state
    game.states[game.depth] = replace(state, settled=state.settled | {game.came_from})
    game.offer("A rope bridge", (traps.FACE_IT,), scene="A bridge of rope sways over a gap.")
    return game


def test_a_choice_is_left_behind_when_the_guild_backs_into_another_room() -> None:
    game = parley_with_a_choice()
    back, here = game.came_from, game.room
    events = game.execute(cmd.Withdraw())
    assert game.room == back != here
    assert game.choice is None
    rulings = [e.why for e in of(events, ev.Gm)]
    assert any("leaves A rope bridge behind" in why for why in rulings)
    game.execute(cmd.Look())  # nothing waits on the bridge any more
    game.execute(cmd.Listen())


def test_a_choice_stays_while_the_guild_stays() -> None:
    game = parley_with_a_choice()
    with pytest.raises(IllegalCommand, match="deal with the creatures first"):
        game.execute(cmd.Choose(option=1))
    assert game.choice is not None and game.choice.title == "A rope bridge"


def test_a_choice_keeps_the_words_of_what_asked_it() -> None:
    game = parley_with_a_choice()
    assert game.choice is not None
    assert game.choice.scene == "A bridge of rope sways over a gap."


def test_the_choice_of_a_travel_event_carries_its_scene() -> None:
    """Seed 2: exploring from 101, the watch draws a travel event that offers a choice (the
    first of level 1's table; which card that is depends on the level)."""
    game = Game.new(2)
    game.execute(cmd.Delve())
    choices = [
        int(row["card"])
        for row in game.level.meatgrinder
        if row["band"] == "travel_event" and row.get("kind") == "choice"
    ]
    assert choices, "precondition: level 1's table holds a travel event that offers a choice"
    stack(game, major=choices[:1])
    events = game.execute(cmd.Explore())
    assert game.choice is not None and game.choice.scene
    told = [e.text for e in of(events, ev.Narration)]
    assert game.choice.scene in told


def test_a_refusal_names_what_waits_not_the_text_games_words() -> None:
    game = parley_with_a_choice()
    with pytest.raises(IllegalCommand) as refused:
        game.execute(cmd.Search())
    assert "'" not in str(refused.value)
    assert "talk" in str(refused.value) and "withdraw" in str(refused.value)


def test_a_failed_test_asks_in_plain_words() -> None:
    """The engine asks what is asked (push fate or let it stand), quoting no command."""
    game = meeting(character())
    stack(game, minor=[LOSES])
    events = game.execute(cmd.Approach(approach="flatter"))
    assert game.pending is not None
    (asked,) = [e.text for e in of(events, ev.Narration) if "falls short" in e.text]
    assert "push fate" in asked and "let the failure stand" in asked
    assert "'" not in asked


def test_the_scene_survives_a_save_and_old_saves_load_without_it() -> None:
    game = parley_with_a_choice()
    saved = game.snapshot().model_dump(mode="json")
    assert GameState.model_validate(saved).crawl.choice == game.choice
    del saved["crawl"]["choice"]["scene"]  # a save from before the scene was kept
    old = GameState.model_validate(saved).crawl.choice
    assert old is not None and old.title == "A rope bridge" and old.scene == ""
