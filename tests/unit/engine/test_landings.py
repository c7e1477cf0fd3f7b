"""A feature that carries the guild (the Counterweight Cage, the Bucket Hoist, the Tide
Wheel, the Tripartite Statue…) lands it in the room the keyed document names (issue 21,
GM read 25: "to the level below", "somewhere new", with no room said)."""

from __future__ import annotations

from tests.fixtures import seeds
from worm.content.interaction import Move
from worm.engine import commands as cmd
from worm.engine import crawl
from worm.engine.session import Game
from worm.gen import keyed, landings
from worm.model.level import LevelState


def _carried(game: Game, depth: int) -> list[tuple[int, dict[str, str]]]:
    """Level ``depth``'s rooms with a feature that carries the guild somewhere, and where."""
    level = game.world.levels[depth - 1]
    found = []
    for room in range(len(level.stock)):
        for land in landings.of_room(game.world, level, room, game.pack):
            if land["room"] and room not in level.keyed.secret_rooms:
                found.append((room, land))
    return found


def test_a_feature_lands_the_guild_where_the_keyed_document_says() -> None:
    met: set[str] = set()
    for _ in range(3):  # three seeds, each with a carrying feature not seen in the others
        seed = seeds.first_seed(
            lambda g: any(land["move"] not in met for _, land in _carried(g, 2)),
            "a carrying feature on level 2 not met yet",
        )
        game = Game.new(seed)
        game.states[1] = LevelState(marked=frozenset(range(6, 22)))
        game.execute(cmd.Delve())
        room, land = next((r, lnd) for r, lnd in _carried(game, 2) if lnd["move"] not in met)
        met.add(land["move"])
        document = keyed.markdown(keyed.build(game.world))
        assert f"in [{land['room']}](#room-{land['room']})" in document
        game.depth = 2  # set down by the feature's room on level 2, as a way there would
        game.pos = game.plan.level.map.rooms[room].centre
        game.room, game.came_from = room, None
        crawl.outcome(game, Move(effect="move", id=land["move"]), None)
        assert (str(game.depth), game.plan.key(game.room)) == (land["level"], land["room"])
    assert met == set(landings.LANDS)
