"""Loremaster's longer texts (p. 79): translating a book takes a City Action. Our content
hides an old codex in the scroll cellar (``assets/features.toml``); carried up and read in
the City, it tells what Research's great success would (policy ``LONG_TEXT``, p. 159): three
things the guild did not know about the creatures below. The City is
``test_city_actions``' destitute return with every upkeep paid."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_city_actions import city
from tests.unit.engine.test_lore_bids import teach
from worm import content
from worm.engine import autocity, kit
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.text import cityacts

PACK = content.default()
OLD = sorted(i for i, item in PACK.items.items() if "old_script" in item.tags)


def test_an_old_book_is_found_below() -> None:
    """Cross-reference: every old book can be carried up from some feature."""
    assert OLD
    given = {
        o.item
        for f in PACK.features.values()
        for i in f.interactions
        for o in i.on_success
        if o.effect == "gain_item"
    }
    assert set(OLD) <= given


def carrying(state: str | None = "in_training") -> Game:
    """Back in the City, a1 carries an old codex and knows Loremaster in ``state``."""
    game = city()
    a1 = game.guild.adventurer("a1")
    talents = tuple(t for t in a1.talents if t.id != "loremaster")
    game.set_adventurer(a1.model_copy(update={"talents": talents, "xp": 3}))
    if state is not None:
        teach(game, "a1", "loremaster", state)
    a1, placed = kit.gain(game.guild.adventurer("a1"), OLD[0], 1, PACK)
    assert placed == 1
    game.set_adventurer(a1)
    return game


def test_a_loremaster_translates_a_codex_as_the_city_action_and_learns_three_things() -> None:
    game = carrying()
    known = len(game.lore)
    events = game.execute(cmd.CityAct(who="a1", action="translate"))
    a1 = game.guild.adventurer("a1")
    assert kit.count(a1, OLD[0]) == 0, "each book tells once"
    assert len(game.lore) == known + 3, "three things, as Research's great success (p. 159)"
    assert game.city is not None and game.city.action_of("a1") == "Translate a Longer Text"
    assert a1.xp == 2, "1 XP in training (p. 33)"
    assert any(isinstance(e, ev.Gm) and e.rule == "p. 79" and "codex" in e.why for e in events)
    with pytest.raises(IllegalCommand, match="already taken a City Action"):
        game.execute(cmd.CityAct(who="a1", action="translate"))


def test_only_a_loremaster_with_a_book_translates() -> None:
    game = carrying(None)
    with pytest.raises(IllegalCommand, match="does not know Loremaster"):
        game.execute(cmd.CityAct(who="a1", action="translate"))
    game = city()
    teach(game, "a1", "loremaster")
    with pytest.raises(IllegalCommand, match="no old book"):
        game.execute(cmd.CityAct(who="a1", action="translate"))


def test_the_text_game_types_it_and_the_bot_translates_what_it_carries() -> None:
    game = carrying()
    assert cityacts.parse(game, ["a1", "translate"]) == cmd.CityAct(who="a1", action="translate")
    taken = []
    while (command := autocity.next_action(game, set())) is not None:
        taken.append(command)
        game.execute(command)
    assert cmd.CityAct(who="a1", action="translate") in taken
