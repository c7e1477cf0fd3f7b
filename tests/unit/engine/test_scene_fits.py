"""A fight's scenery fits the room it is fought in (p. 184; policy ``worm.engine.scene.fits``).
Found in play: an ore cart on rails and a climbable idol in a street of the City of Ruin, an
obelisk in a ballroom — every zone drew from all the scenery there is."""

from __future__ import annotations

from tests.fixtures.seeds import find
from worm.engine import commands as cmd
from worm.engine import scene
from worm.engine.session import Game


def _delved(seed: int) -> Game:
    game = Game.new(seed)
    game.execute(cmd.Delve())
    return game


def _rooms_of(game: Game, architecture: str) -> list[int]:
    return [
        room
        for room, stock in enumerate(game.level.stock)
        if (kind := game.pack.rooms.get(stock.type)) is not None
        and kind.architecture == architecture
    ]


def test_every_piece_in_a_fight_suits_the_room_type() -> None:
    checked = 0
    for seed in range(1, 13):
        game = _delved(seed)
        for room, stock in enumerate(game.level.stock):
            kind = game.pack.rooms.get(stock.type)
            zones, _, _, _ = scene.zones(game, room)
            for zone in zones:
                for piece_id in zone.scenery:
                    if piece_id in stock.scenery:
                        continue  # the room's own, chosen with the level
                    piece = game.pack.scenery[piece_id]
                    assert scene.fits(game, piece, room)
                    if kind is not None and kind.architecture != "none" and piece.architectures:
                        assert kind.architecture in piece.architectures, (seed, room, piece_id)
                        checked += 1
    assert checked  # pieces with words of their own were placed, and each fit its room


def test_a_cave_piece_is_refused_in_a_hall_and_taken_in_a_cave() -> None:
    game = _delved(find(lambda s: bool(_rooms_of(_delved(s), "hall")), "a level with a hall"))
    cart = game.pack.scenery["ore_cart"]
    assert cart.architectures == ("cave",)
    assert not any(scene.fits(game, cart, room) for room in _rooms_of(game, "hall"))
    game = _delved(find(lambda s: bool(_rooms_of(_delved(s), "cave")), "a level with a cave"))
    assert scene.fits(game, cart, _rooms_of(game, "cave")[0]) == (
        not cart.shapes or game.level.seed.shape in cart.shapes
    )
