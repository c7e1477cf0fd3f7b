"""A map or a note that points to a secret elsewhere on the level (the Snake-Headed Sarcophagus,
the Oubliette of Two Skeletons, p. 368): the engine reveals a secret the level really has and
names its rooms; where none is left, the words promise nothing (issue 21)."""

from __future__ import annotations

from dataclasses import replace

from worm.content.interaction import Reveal
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import outcomes
from worm.engine.session import Game

SARCOPHAGUS, OUBLIETTE = "snake_headed_sarcophagus", "oubliette_of_two_skeletons"


def standing(feature: str, seeds: range = range(60)) -> tuple[Game, int]:
    """A game on the level of the first seed where ``feature`` stands, in its room."""
    for seed in seeds:
        game = Game.new(seed)
        game.execute(cmd.Delve())
        for depth, level in enumerate(game.world.levels, 1):
            for room, stock in enumerate(level.stock):
                if feature in stock.features:
                    game.depth, game.room = depth, room
                    return game, room
    raise AssertionError(f"no seed places {feature}")


def reading(game: Game, feature: str) -> tuple[Reveal, list[ev.Event]]:
    """Play the feature's reading interaction (the one whose success reveals elsewhere)."""
    found = next(
        (i, o)
        for i in game.pack.features[feature].interactions
        for o in i.on_success
        if isinstance(o, Reveal) and o.elsewhere
    )
    before = len(game.log.events)
    outcomes.play(game, found[0].on_success, None)
    game.follow_up()
    return found[1], game.log.events[before:]


def test_the_oubliette_writing_reveals_a_secret_door_the_level_has_and_names_it() -> None:
    game, room = standing(OUBLIETTE)
    level, state = game.level, game.state
    hidden = [i for i, e in enumerate(level.map.edges) if e.secret and i not in state.found]
    assert hidden, "precondition: the level hides a secret door"
    _, events = reading(game, OUBLIETTE)
    found = [e for e in events if isinstance(e, ev.Reveal)]
    assert len(found) == 1 and found[0].what == "secret door"
    (index,) = game.state.found - state.found
    edge = level.map.edges[index]
    assert edge.secret and index in hidden
    keys = (game.plan.key(edge.a), game.plan.key(edge.b))
    assert found[0].where == f"{keys[0]} to {keys[1]}"
    said = " ".join(e.text for e in events if isinstance(e, ev.Narration))
    assert all(k in said for k in keys), said
    assert room not in (edge.a, edge.b) or all(
        room in (level.map.edges[i].a, level.map.edges[i].b) for i in hidden
    ), "a secret away from the oubliette's own room comes first"


def test_the_sarcophagus_map_puts_the_hidden_room_on_the_guilds_map() -> None:
    game, _ = standing(SARCOPHAGUS)
    secret_rooms = game.level.keyed.secret_rooms
    unknown = [r for r in secret_rooms if not game.plan.known(r, game.state)]
    assert unknown, "precondition: a secret room is off the guild's map"
    _, events = reading(game, SARCOPHAGUS)
    now = [r for r in secret_rooms if game.plan.known(r, game.state)]
    assert now, "the map's hidden room is on the guild's map now"
    said = " ".join(e.text for e in events if isinstance(e, ev.Narration))
    assert f"the hidden room {game.plan.key(now[0])} beyond" in said, said


def test_with_nothing_left_hidden_the_words_promise_nothing() -> None:
    game, _ = standing(OUBLIETTE)
    level = game.level
    every_door = {i for i, e in enumerate(level.map.edges) if e.secret}
    every_way = {i for i, w in enumerate(level.ways) if w.secret}
    game.states[game.depth] = replace(game.state, found=every_door, found_ways=every_way)
    _, events = reading(game, OUBLIETTE)
    assert not [e for e in events if isinstance(e, ev.Reveal)]
    said = " ".join(e.text for e in events if isinstance(e, ev.Narration))
    assert "secret door" not in said and "hidden way" not in said, said
    assert "already lies open" in said, said
