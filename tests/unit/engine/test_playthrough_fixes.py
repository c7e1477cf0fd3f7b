"""Bugs met replaying the seed-1 text play-through: the smooth sand's Root outlived its scene
and the one stuck hauled himself out; the hissing caps' "put out every light" put none out;
a thieving rat let be was still offered by ``look``. Each event is the pack's own, played in
room 101 as the Meatgrinder would play it."""

from __future__ import annotations

from typing import Any

from worm.content.interaction import Suffer
from worm.engine import commands as cmd
from worm.engine import crawl, kit, outcomes
from worm.engine import events as ev
from worm.engine.session import Game
from worm.gen.index import Index

from .test_crawl import WALK, below, of
from .test_one_option import TRAVEL


def entry(game: Game, entry_id: str) -> dict[str, Any]:
    """The pack's Meatgrinder entry as a level's table holds it (``worm.gen.meatgrinder``)."""
    template = game.pack.meatgrinder[entry_id]
    row: dict[str, Any] = {
        "card": 12,
        "band": template.band,
        "id": template.id,
        "kind": template.kind,
        "name": template.name,
        "text": template.text,
        **Index(game.pack).playable(template),
    }
    if template.avoid_when_careful:
        row["avoid_when_careful"] = True
    return row


def leave(game: Game) -> None:
    """The guild goes on into another room of the level."""
    crawl.enter(game, next(r for r in range(len(game.level.stock)) if r != game.room))


def settle(game: Game) -> None:
    """Let every test of fate stand as drawn."""
    game.follow_up()
    while game.pending is not None:
        game.execute(cmd.AcceptFate())


def test_the_sand_is_hauled_by_someone_else_and_its_root_ends_with_the_scene() -> None:
    game = below(WALK, 6)
    front = game.guild.in_marching_order()[0]
    mark = len(game.log.events)
    crawl.play_entry(game, TRAVEL, entry(game, "hazard_sucking_sand"))
    settle(game)
    hauls = [e for e in of(game.log.events[mark:], ev.Fate) if e.task == "haul them out"]
    assert hauls, "the haul was tested"
    assert all(e.who != front.name for e in hauls)  # not the one stuck in the sand
    freed = hauls[-1].outcome in ("success", "tight_spot")
    assert game.guild.adventurer(front.id).has_effect("root") is not freed
    if not freed:  # still stuck: the scene's end lets go, wherever the guild goes next
        leave(game)
    assert not game.guild.adventurer(front.id).has_effect("root")


def test_a_scene_long_effect_ends_when_the_guild_leaves_the_room() -> None:
    game = below(WALK, 6)
    front = game.guild.in_marching_order()[0]
    rooted = Suffer(effect="effect", id="root", until="scene", who="front")
    outcomes.play(game, (rooted,), None, cause="Smooth sand")
    assert game.guild.adventurer(front.id).has_effect("root")
    mark = len(game.log.events)
    leave(game)
    assert not game.guild.adventurer(front.id).has_effect("root")
    ends = [e.change for e in of(game.log.events[mark:], ev.Condition) if e.who == front.name]
    assert "Root ends" in ends


def test_putting_out_every_light_puts_them_out() -> None:
    game = below(WALK, 6)
    assert any(kit.lit(a) for a in game.guild.adventurers), "a light burns to begin with"
    assert crawl.play_entry(game, TRAVEL, entry(game, "hazard_hissing_caps")) == "choice"
    assert game.choice is not None
    option = [o.verb for o in game.choice.options].index(
        "put out every light and go on in the dark"
    )
    game.execute(cmd.Choose(option=option + 1))
    settle(game)
    assert not any(kit.lit(a) for a in game.guild.adventurers)


def test_a_rat_let_be_is_not_offered_again() -> None:
    game = below(WALK, 6)
    rear = game.guild.in_marching_order()[-1]
    game.set_adventurer(rear.model_copy(update={"gold": 10}))  # a purse worth chasing
    assert crawl.play_entry(game, TRAVEL, entry(game, "tax_clever_rat")) == "choice"
    assert game.choice is not None
    assert game.choice.options[-1].verb == "let it be"
    game.execute(cmd.Choose(option=len(game.choice.options)))
    mark = len(game.log.events)
    game.execute(cmd.Look())
    said = [e.text for e in of(game.log.events[mark:], ev.Narration)]
    assert not any("Clever little hands" in text for text in said)
