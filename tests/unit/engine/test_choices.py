"""The choices the book leaves to the player, played (issue 22, point 5): how each Wound is
taken (p. 124), who pushes in a retreat (pp. 9, 124), foes that hunt a running guild down
(p. 124), and the adventurer woken from Death's Door, back in the fight (p. 126)."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import REAL, accounted, goblins, goblins_block  # noqa: F401
from tests.unit.engine.test_challenge_actions import (
    _fleeing,
    become,
    fighter,
    key,
    on_top,
    quiet_watch,
    ready,
    rulings,
)
from worm.engine import challenge, dying, skirmish
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions import harm
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.rules import durability, initiative
from worm.text import repl

pytestmark = pytest.mark.usefixtures("goblins")


def _set(game: Game, who: str, **changes: object) -> None:
    a = game.guild.adventurer(key(game, who))
    conditions = a.conditions.model_copy(update=changes.pop("conditions", {}))
    game.guild = game.guild.with_adventurer(
        a.model_copy(update={"conditions": conditions, **changes})
    )


def _armored(game: Game) -> str:
    """The first name of an adventurer who wears armor (Gunhild, in seed 2's guild)."""
    wearer = next(
        a for a in game.guild.adventurers if durability.protection(a.inventory, game.pack.items)
    )
    return wearer.name.split()[0]


# --- how each Wound is taken (p. 124) -----------------------------------------------------------


def test_a_wound_is_taken_as_the_player_ordered_not_as_the_gm_would() -> None:
    """p. 124: the player chooses. Bryonie's player has her mark Injured first, though
    Staggered (the GM's cheaper default) is open; the next Wound, with Injured used, falls
    to the next open step of her order."""
    game = ready()
    who = key(game, "Bryonie")
    game.execute(cmd.WoundOrder(who=who, order=("Injured", "Death's Door")))
    harm.wound_adventurer(game, who, cause="a goblin")
    c = game.guild.adventurer(who).conditions
    assert (c.injured, c.staggered, c.deaths_door) == (True, False, False)
    harm.wound_adventurer(game, who, cause="a goblin")
    assert game.guild.adventurer(who).conditions.deaths_door
    assert fighter(game, "Bryonie").out == "down"


def test_without_an_order_the_gm_takes_the_cheapest_open_option() -> None:
    """The default (worm.gm.wounds, what the autoplay bot relies on): Staggered before
    Injured for one who wears no armor."""
    game = ready()
    who = key(game, "Bryonie")
    assert not durability.protection(game.guild.adventurer(who).inventory, game.pack.items)
    harm.wound_adventurer(game, who, cause="a goblin")
    c = game.guild.adventurer(who).conditions
    assert (c.staggered, c.injured) == (True, False)


def test_armor_takes_a_notch_even_once_injured() -> None:
    """p. 124: worn armor may take a Notch in place of any Wound, Injured or not. Light
    armor holds 1 Notch (p. 164): the Wound is absorbed and the armor goes."""
    game = ready()
    name = _armored(game)
    who = key(game, name)
    _set(game, name, conditions={"injured": True, "staggered": True})
    before = durability.protection(game.guild.adventurer(who).inventory, game.pack.items)
    events: list[ev.Event] = []
    mark = len(game.log.events)
    harm.wound_adventurer(game, who, cause="a goblin")
    events = game.log.events[mark:]
    a = game.guild.adventurer(who)
    assert not a.conditions.deaths_door and a.active
    assert [w.taken_as for w in events if isinstance(w, ev.Wound)] == ["armor"]
    assert len(durability.protection(a.inventory, game.pack.items)) == len(before) - 1


def test_a_piercing_wound_passes_armor_once_injured() -> None:
    """p. 125: Piercing cannot be absorbed by armor, so an Injured wearer goes to Death's Door."""
    game = ready()
    name = _armored(game)
    _set(game, name, conditions={"injured": True})
    harm.wound_adventurer(game, key(game, name), piercing=True, cause="a crossbow bolt")
    assert game.guild.adventurer(key(game, name)).conditions.deaths_door


def test_an_order_naming_a_talent_wounds_that_talent() -> None:
    game = ready()
    a = game.guild.adventurer(key(game, "Bryonie"))
    talent = a.talents[-1].id
    game.execute(cmd.WoundOrder(who=a.id, order=(f"talent:{talent}",)))
    harm.wound_adventurer(game, a.id, cause="a goblin")
    assert game.guild.adventurer(a.id).conditions.wounded_talents == (talent,)


def test_setting_the_order_spends_no_time_and_lets_no_waiting_test_stand() -> None:
    game = ready()
    who = key(game, "Bidziil")
    before = (game.challenge, game.decks, game.watches)
    events = game.execute(cmd.WoundOrder(who=who, order=("Staggered",)))
    assert (game.challenge, game.decks, game.watches) == before
    assert rulings(events, "first still open of: mark Staggered")


def test_an_order_with_a_step_the_book_does_not_offer_is_refused() -> None:
    game = ready()
    with pytest.raises(IllegalCommand, match=r"'Stressed' is not a way to take a Wound \(p. 124\)"):
        game.execute(cmd.WoundOrder(who=key(game, "Bidziil"), order=("Stressed",)))
    with pytest.raises(IllegalCommand, match="no talent 'quick_draw'"):
        game.execute(cmd.WoundOrder(who=key(game, "Bidziil"), order=("talent:quick_draw",)))


# --- whether to push in a retreat (pp. 9, 124) ----------------------------------------------------


def test_a_retreat_without_pushing_draws_no_push_card_and_no_wound() -> None:
    """The players say neither tester pushes: two failures stand (no great failure, so no
    Wound), no hit, and the guild is cornered for the round (p. 124)."""
    game = _fleeing()
    on_top(game, "Two of Cups", "Three of Swords", "King of Pentacles")  # 6 and 4: failures
    events = game.execute(cmd.Retreat(push="none"))
    fates = [e for e in events if isinstance(e, ev.Fate)]
    assert [(len(f.cards), f.pushed, f.outcome) for f in fates] == [
        (1, False, "failure"),
        (1, False, "failure"),
    ]
    assert not [e for e in events if isinstance(e, ev.Wound)]
    assert rulings(events, "neither tester will push")
    assert game.challenge is not None and game.challenge.retreated
    accounted(game)


def test_a_retreat_where_only_the_most_nimble_pushes() -> None:
    """push-most: Gunhild (Pentacles 4) pushes her failure, Bidziil (Pentacles 1) does not."""
    game = _fleeing()
    on_top(game, "Two of Cups", "King of Pentacles", "Three of Swords")  # 6, +14 = 20; 4
    quiet_watch(game)
    events = game.execute(cmd.Retreat(push="most"))
    fates = {f.who.split()[0]: f for f in events if isinstance(f, ev.Fate)}
    assert fates["Gunhild"].pushed and fates["Gunhild"].outcome == "success"
    assert not fates["Bidziil"].pushed and fates["Bidziil"].outcome == "failure"


def test_the_bot_pushes_unless_the_wound_would_put_a_tester_at_deaths_door() -> None:
    game = _fleeing()
    assert skirmish.push_in_retreat(game) == "both"
    _set(game, "Bidziil", conditions={"injured": True})  # no armor: the next Wound is the Door
    assert skirmish.push_in_retreat(game) == "most"


# --- fast monsters hunt the guild down (p. 124) ---------------------------------------------------


def test_no_running_from_a_fleet_creature(monkeypatch: pytest.MonkeyPatch) -> None:
    """p. 124: a creature much faster than the guild hunts it down. The griffin's Fleet
    (bestiary) moves it 2 zones a turn for free: running is refused, and no card spent."""
    game = _fleeing()
    fleet = REAL(game.pack, "griffin").notes
    become(monkeypatch, lambda pack: replace(goblins_block(pack), notes=fleet))
    hands = dict(game.challenge.hands)
    with pytest.raises(
        IllegalCommand, match=r"no outrunning .*\(Fleet, 2 zones a turn\).*\(p. 124\)"
    ):
        game.execute(cmd.Retreat())
    assert game.challenge.hands == hands


def test_the_bot_yields_to_a_fleet_creature_it_cannot_outrun(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = _fleeing()
    fleet = REAL(game.pack, "griffin").notes
    become(monkeypatch, lambda pack: replace(goblins_block(pack), notes=fleet))
    for name in ("Gunhild", "Bidziil"):
        _set(game, name, conditions={"injured": True})
    assert challenge.no_quarter(game) is None, "these goblins must take prisoners"
    assert skirmish.Skirmisher().next(game) == cmd.Surrender()  # better to yield than die
    become(monkeypatch, lambda pack: replace(goblins_block(pack), notes=fleet, mindless=True))
    assert isinstance(skirmish.Skirmisher().next(game), cmd.Initiative)  # no quarter: fight
    become(monkeypatch, goblins_block)
    assert isinstance(skirmish.Skirmisher().next(game), cmd.Retreat)


# --- woken from Death's Door, back in the fight (p. 126) ------------------------------------------


def test_one_healed_at_deaths_door_is_back_in_the_fight() -> None:
    """p. 126: healed at Death's Door, you "gain consciousness", Stressed. In a fight that
    means fighting again: the fighter stands, and the next round deals them a hand."""
    game = ready()
    who = key(game, "Bryonie")
    _set(game, "Bryonie", conditions={"injured": True, "staggered": True})
    harm.wound_adventurer(game, who, cause="a goblin")
    assert fighter(game, "Bryonie").out == "down"
    dying.heal(game, who, cause="a healing draught")
    mark = len(game.log.events)
    challenge.settle_up(game)
    assert rulings(game.log.events[mark:], "back in the fight")
    assert fighter(game, "Bryonie").fighting
    a = game.guild.adventurer(who)
    assert a.active and a.conditions.stressed and a.conditions.injured
    challenge.end_round(game)
    if game.challenge is not None and game.challenge.step != "initiative":
        challenge.new_round(game)
    assert len(game.challenge.hand(who)) == initiative.PLAYER_HAND


def test_the_woken_lay_their_own_initiative_in_the_text_game() -> None:
    """p. 126, played by the player: back in the fight, the woken one's Initiative is
    theirs to lay (text ``init NAME CARD``), from the hand the next round deals them."""
    game = ready()
    who = key(game, "Bryonie")
    _set(game, "Bryonie", conditions={"injured": True, "staggered": True})
    harm.wound_adventurer(game, who, cause="a goblin")
    dying.heal(game, who, cause="a healing draught")
    challenge.settle_up(game)
    challenge.end_round(game)
    if game.challenge is not None and game.challenge.step != "initiative":
        challenge.new_round(game)
    ch = game.under_way()
    assert ch.step == "initiative" and ch.group(who).initiative is None
    card = next(c for c in ch.hand(who) if not c.is_fool)
    out = io.StringIO()
    repl.answer(game, f"init Bryonie {card.name}", out)
    assert game.under_way().group(who).initiative == card, out.getvalue()


def test_the_woken_keep_their_guard_up_in_the_bot() -> None:
    """The bot's policy (p. 126): woken, Stressed and Injured with no armor, facing a foe,
    they lay a face-down Dodge with their best card rather than strike."""
    game = ready()
    who = key(game, "Bryonie")
    _set(game, "Bryonie", conditions={"injured": True, "stressed": True})
    ch = game.challenge
    hand = [c for c in (*game.decks.minor.draw_pile[:3],) if not c.is_fool]
    guard = skirmish.woken_guard(game, ch, ch.fighter(who), hand)
    assert guard is not None and guard.action == "Dodge"
    assert guard.card == max(hand, key=lambda c: c.value).name
    _set(game, "Bryonie", conditions={"injured": False})
    assert skirmish.woken_guard(game, ch, ch.fighter(who), hand) is None
