"""A guild whose last light in hand goes out is told so at once (play-test 19: only the side
panel's "light: dim" said it), with who could light another — or that nobody can (p. 94)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.unit.engine import fight_kit
from worm.engine import commands as cmd
from worm.engine import darkness, invariants, kit, wounds
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.inventory import Carried
from worm.rules import pack_space
from worm.ui import offers


def below() -> Game:
    game = Game.new(2)
    game.execute(cmd.Delve())
    assert game.phase == "crawl"
    return game


def only(game: Game, lights: dict[str, list[tuple[str, int, bool]]]) -> None:
    """Each adventurer carries, of lights and oil, only ``lights[id]`` (item, flickers, lit),
    lit ones in hand."""
    for a in game.guild.adventurers:
        inventory = a.inventory
        for c in a.inventory.things():
            item = game.pack.items[c.item]
            if item.light is not None or item.fuel_flickers is not None:
                inventory = pack_space.remove(inventory, c.uid)
        inventory = inventory.model_copy(update={"hands": (None, None)})
        for item, flickers, lit in lights.get(a.id, []):
            c = Carried(
                uid=inventory.next_uid(),
                item=item,
                flickers=None if flickers < 0 else flickers,
                lit=lit,
            )
            if lit:
                hands = list(inventory.hands)
                hands[hands.index(None)] = c
                inventory = inventory.model_copy(update={"hands": tuple(hands)})
            else:
                stowed = pack_space.stow_anywhere(inventory, c, game.pack.items[item])
                assert stowed is not None
                inventory = stowed
        game.set_adventurer(a.model_copy(update={"inventory": inventory}))
    darkness.after_light(game)


def told(events: list[ev.Event]) -> list[ev.Narration]:
    return [e for e in events if isinstance(e, ev.Narration) and e.text.startswith(darkness.OUT)]


def burn_out(game: Game, who: str) -> list[ev.Event]:
    mark = len(game.log.events)
    (source,) = kit.lit(game.guild.adventurer(who))
    wounds.flicker(game, game.guild.adventurer(who), source.flickers or 0, cause="torches gutter")
    return game.log.since(mark)


def test_the_last_light_out_with_a_spare_torch_names_it_and_the_light_key() -> None:
    game = below()
    only(game, {"a2": [("torch", 1, True)], "a3": [("torch", 3, False)]})
    events = burn_out(game, "a2")
    (line,) = told(events)
    a3 = game.guild.adventurer("a3").name
    assert f"{a3}'s torch can still be lit" in line.text and line.offers == ("light",)
    assert game.phase == "crawl"  # not doomed: a torch is left
    assert offers.dark(events) == "The guild stands in the dark: press L to light another light"
    assert "(press L to light one)" in offers.with_keys(line.text, line.offers)


def test_nobody_with_a_light_to_kindle_is_said_so() -> None:
    """A spent lantern in one pack, its oil in another's: not out of light (p. 95), but no one
    holds a light they could light themselves."""
    game = below()
    only(game, {"a1": [("torch", 1, True), ("lantern", 0, False)], "a3": [("oil", -1, False)]})
    events = burn_out(game, "a1")
    (line,) = told(events)
    assert "nobody able to act has a light to kindle" in line.text and not line.offers
    assert game.phase == "crawl"
    assert "nobody" in (offers.dark(events) or "")


@settings(max_examples=25, deadline=None)
@given(st.lists(st.sampled_from(["a1", "a2", "a3"]), min_size=1, max_size=3, unique=True))
def test_only_the_last_light_going_out_is_told_and_only_once(lit: list[str]) -> None:
    game = below()
    lights = {who: [("candle", 1, True)] for who in lit}
    lights.setdefault("a1", []).append(("torch", 3, False))  # a spare: never doomed
    only(game, lights)
    holders = [a.id for a in game.guild.adventurers if kit.lit(a)]
    seen = []
    for who in holders:
        seen.append(len(told(burn_out(game, who))))
    assert seen == [0] * (len(holders) - 1) + [1]
    mark = len(game.log.events)
    darkness.after_light(game)  # nothing changed: nothing more is said
    assert told(game.log.since(mark)) == []


def test_in_a_fight_no_key_is_offered_but_the_play_that_lights_one_is_named() -> None:
    """play30, new fault 3: the toast said "press L" in a fight, where L does nothing; issue
    19: a light can be lit in a fight after all, by a Use Item play (p. 118), and the toast
    says so."""
    game = below()
    only(game, {"a2": [("torch", 1, True)], "a3": [("torch", 3, False)]})
    game.phase = "challenge"  # as if the guild fought now
    with pytest.raises(IllegalCommand):  # the crawl's lighting is not to be had here
        game.execute(cmd.UseItem(who="a3", item="torch"))
    events = burn_out(game, "a2")
    (line,) = told(events)
    a3 = game.guild.adventurer("a3").name
    assert f"{a3}'s torch can be lit in the fight with a Use Item play" in line.text
    assert not line.offers and "press" not in offers.with_keys(line.text, line.offers)
    toast = offers.dark(events) or ""
    assert "press" not in toast and "a Use Item play" in toast


def test_in_a_parley_the_key_lights_a_light_while_the_talk_waits() -> None:
    """Issue 19: in a parley the guild was told to wait for the talk's end; now the light key
    is offered there and lights the torch at once (policy, p. 94)."""
    game = below()
    only(game, {"a2": [("torch", 1, True)], "a3": [("torch", 3, False)]})
    game.phase = "parley"  # as if the guild talked now
    events = burn_out(game, "a2")
    (line,) = told(events)
    assert line.offers == ("light",)
    assert offers.dark(events) == "The guild stands in the dark: press L to light another light"
    lit = game.execute(cmd.UseItem(who="a3", item="torch"))
    assert [e.change for e in lit if isinstance(e, ev.Light)] == ["lit"]
    assert kit.lit(game.guild.adventurer("a3"))
    with pytest.raises(IllegalCommand, match="only a light"):
        game.execute(cmd.UseItem(who="a3", item="ration"))


def test_a_guild_no_one_of_whom_comes_back_out_of_the_dark_is_over(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """p. 95: the last light breaks in a fight; one already dead, one eaten by a grue, one
    carried off: nobody stumbles out, so the game is over and no City Phase is played for no
    one (found by the bot's seed 8 in ``test_contracts``)."""
    game = fight_kit.fight(5, count=1, size=3)
    first, *rest = game.guild.in_marching_order()
    c = first.conditions.model_copy(update={"dead": True})
    game.set_adventurer(first.model_copy(update={"conditions": c}))
    fates = iter(["eaten", "captured", "captured", "captured"])
    monkeypatch.setattr(darkness.light, "doomed", lambda card: next(fates))
    mark = len(game.log.events)
    darkness.doomed(game)
    assert game.phase == "over"
    assert not [e for e in game.log.events[mark:] if isinstance(e, ev.CityStep)]


def test_the_dark_ends_a_fight_that_some_of_the_guild_stumble_out_of(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """p. 95: the last light breaks in a fight; one is carried off, the others limp back. The
    fight ends with the dark (its cards go home, policy), and the City takes the ones left:
    no Challenge is left open under a City Phase (found in play: the phase said city while
    the fight's field still stood)."""
    game = fight_kit.fight(5, count=1, size=3)
    fates = iter(["captured"] * 2 + ["unscathed"] * 4)  # each card is read twice
    monkeypatch.setattr(darkness.light, "doomed", lambda card: next(fates))
    darkness.doomed(game)
    assert game.challenge is None
    assert game.phase == "city"
    assert len(game.guild.adventurers) == 2
    assert invariants.cards(game) == []
    assert any("the dark ends the fight" in g.why for g in game.log.events if isinstance(g, ev.Gm))


def test_a_guild_the_dark_carries_off_whole_in_a_fight_ends_with_no_fight_open(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """p. 95: every one of the guild is carried off or lost in a fight's dark: the game is
    over, and the fight is over with it, its cards home."""
    game = fight_kit.fight(5, count=1, size=2)
    fates = iter(["captured"] * 2 + ["lost"] * 2)  # each card is read twice
    monkeypatch.setattr(darkness.light, "doomed", lambda card: next(fates))
    darkness.doomed(game)
    assert game.phase == "over"
    assert game.challenge is None
    assert invariants.cards(game) == []
