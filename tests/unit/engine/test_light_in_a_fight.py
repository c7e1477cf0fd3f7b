"""Lighting a light in a fight (issue 19): a Use Item on oneself, any card (p. 118), offered
when a light in hand or on the belt could be lit; the light is lit and the dark's disfavor
(Blind, p. 94) goes with it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.fixtures.seeds import find
from tests.unit.engine.fight_kit import fight, give, goblins  # noqa: F401
from tests.unit.engine.test_options import ready
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit, options
from worm.engine.actions import totals
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.challenge import Declared
from worm.model.inventory import Carried
from worm.rules import pack_space
from worm.tarot import card_named


def in_the_dark(game: Game) -> None:
    """Every light the guild holds goes out (snuffed, not spent)."""
    for a in game.guild.adventurers:
        inventory = a.inventory
        for c in kit.lit(a):
            inventory = pack_space.replace(inventory, c.model_copy(update={"lit": False}))
        game.set_adventurer(a.model_copy(update={"inventory": inventory}))


DARK = find(lambda seed: fight(seed, count=3).ambient() == "dark", "a fight in a dark room")


def hold(game: Game, who: str, *items: str) -> None:
    """Put ``items`` in ``who``'s hands; what they held goes to the pack (or is dropped)."""
    a = game.guild.adventurer(who)
    inventory = a.inventory
    for c in inventory.slots("hands"):
        if c is not None and inventory.where(c.uid) is not None:
            inventory = pack_space.remove(inventory, c.uid)
            inventory = pack_space.stow_anywhere(inventory, c, game.pack.items[c.item]) or inventory
    uid = inventory.next_uid()
    hands = [Carried(uid=uid + i, item=item) for i, item in enumerate(items)]
    inventory = inventory.model_copy(update={"hands": tuple((hands + [None, None])[:2])})
    game.set_adventurer(a.model_copy(update={"inventory": inventory}))


def turn_of(game: Game, who: str) -> None:
    ch = game.challenge
    ch = ch.with_group(replace(ch.group(who), acted=True, shown=True))
    game.challenge = replace(ch, step="turn", window=False, actor=who, spent=frozenset({who}))


def dark_fight() -> tuple[Game, str]:
    """The first adventurer's turn in a fight in the dark, an unlit torch in hand, a Five of
    Wands to play."""
    game = ready(DARK, count=3)
    in_the_dark(game)
    who = game.challenge.side("guild")[0].key
    hold(game, who, "torch")
    turn_of(game, who)
    give(game, who, "Five of Wands")
    assert all(game.light_of(a.id) == "dark" for a in game.guild.adventurers), "the situation"
    return game, who


def blind(game: Game, who: str) -> bool:
    d = Declared(who, "guild", "Attack", card_named("Five of Wands"))
    m = totals.mods_for(game, d, game.challenge.fighter(who), None)
    return any("dark" in reason for reason in m.disfavor)


@pytest.mark.usefixtures("goblins")
def test_a_torch_in_hand_is_lit_by_a_use_item_play_and_the_dark_goes() -> None:
    game, gunhild = dark_fight()
    assert blind(game, gunhild)
    found = options.plays(game, gunhild, card_named("Five of Wands"))
    lights = [p for p in found if p.action == "Use Item" and p.option == "torch"]
    assert [p.label for p in lights] == ["Light the torch"]
    events = game.execute(
        cmd.Play(who=gunhild, card="Five of Wands", action="Use Item", option="torch")
    )
    lit = [e for e in events if isinstance(e, ev.Light) and e.change == "lit"]
    assert lit and lit[0].who == game.guild.adventurer(gunhild).name
    assert game.light_of(gunhild) == "bright"
    assert not blind(game, gunhild)


@pytest.mark.usefixtures("goblins")
def test_a_torch_in_the_pack_is_not_lit_in_one_play_the_menu_offers_taking_it_out() -> None:
    """Pull Item from Pack first (p. 118): Use Item reaches what is held or on the belt."""
    game, gunhild = dark_fight()
    a = game.guild.adventurer(gunhild)
    inventory = a.inventory
    for place in ("hands", "belt"):  # every light at hand goes; one torch lies in the pack
        for c in inventory.slots(place):
            if c is not None and inventory.where(c.uid) is not None:
                if game.pack.items[c.item].light is not None:
                    inventory = pack_space.remove(inventory, c.uid)
    if not any(c is not None and c.item == "torch" for c in inventory.slots("pack")):
        first = next(c for c in inventory.slots("pack") if c is not None)
        inventory = pack_space.remove(inventory, first.uid)  # room for one
        torch = Carried(uid=inventory.next_uid(), item="torch")
        inventory = pack_space.stow(inventory, torch, game.pack.items["torch"], "pack")
    game.set_adventurer(a.model_copy(update={"inventory": inventory}))
    found = options.plays(game, gunhild, card_named("Five of Wands"))
    assert not [p for p in found if p.action == "Use Item" and p.option == "torch"]
    assert [p for p in found if p.action == "Pull Item from Pack" and p.option == "torch"]
    with pytest.raises(IllegalCommand, match="take it from the pack first"):
        game.execute(cmd.Play(who=gunhild, card="Five of Wands", action="Use Item", option="torch"))


@pytest.mark.usefixtures("goblins")
def test_a_light_already_lit_is_not_offered() -> None:
    game, gunhild = dark_fight()
    game.execute(cmd.Play(who=gunhild, card="Five of Wands", action="Use Item", option="torch"))
    turn_of(game, gunhild)  # her turn again: another card, the torch now burning
    give(game, gunhild, "Six of Wands")
    a = game.guild.adventurer(gunhild)
    found = options.plays(game, gunhild, card_named("Six of Wands"))
    assert kit.lit(a) and found
    assert not [p for p in found if p.label.startswith("Light")]
