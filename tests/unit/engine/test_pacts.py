"""Gramarye's Make a Pact through the engine (p. 83): swearing pacts, charging components,
casting on a charge, the breaks the engine sees, and maleficence (p. 201 policy).

The games camp as in test_camp (seed 2's Spires); a2, Bryonie, is the guild's sorcerer, with
Gramarye mastered here and all four realms' Magic.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit
from worm.engine.actions import wands
from worm.engine.autocamp import Camper
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.errors import IllegalCommand
from worm.model.adventurer import Pact, Talent
from worm.model.state import GameState

from .fight_kit import give as hand_over
from .test_camp import camp_game, camp_to_recovery, no_rations, sheet
from .test_challenge_actions import accounted, acts, hand, key, lay, play, ready, turn
from .test_crawl import below, give, of, stack
from .test_parley import WINS, character, meeting, say


def sorcerer() -> Game:
    """A camp game whose a2 has mastered Gramarye, holds no weapon and wears no armor."""
    game = camp_game()
    a = game.guild.adventurer("a2")
    talents = tuple(
        Talent(id=t.id, state="mastered") if t.id == "gramarye" else t for t in a.talents
    )
    sheet(game, "a2", talents=talents)
    for item in ("polearm", "lantern"):
        a, _ = kit.lose(game.guild.adventurer("a2"), item, 9)
        game.guild = game.guild.with_adventurer(a)
    return game


def swear(game: Game, *pacts: tuple[str, str | None]) -> list[ev.Event]:
    if game.camp is None:
        game.execute(cmd.Camp())
    return game.execute(cmd.CampAct(who="a2", action="use_a_talent", what="gramarye", pacts=pacts))


def pacts_of(game: Game, who: str = "a2") -> dict[str, str]:
    return {p.id: p.spell for p in game.guild.adventurer(who).pacts}


def changes(events: list[ev.Event]) -> list[str]:
    return [c.change for c in of(events, ev.Condition)]


def test_make_a_pact_charges_one_component_per_pact() -> None:
    """p. 83: one or more pacts, each charging one spell component of the sorcerer's choice."""
    game = sorcerer()
    events = swear(game, ("silence", "sleep"), ("verity", "illusion"))
    assert pacts_of(game) == {"silence": "sleep", "verity": "illusion"}
    (done,) = [e for e in of(events, ev.CampAction) if e.who.startswith("Bryonie")]
    assert "Silence (Sleep charged)" in done.result and "Verity" in done.result
    assert any(r.rule == "p. 83" and "whisper" in r.why for r in of(events, ev.Gm))


def test_a_spell_left_open_is_charged_by_the_gm_policy() -> None:
    game = sorcerer()
    swear(game, ("silence", None))
    (spell,) = pacts_of(game).values()
    assert game.pack.spells[spell].challenge is not None  # one the sorcerer can cast in a fight


@pytest.mark.parametrize(
    ("pacts", "why"),
    [
        ((("silence", "sleep"), ("verity", "sleep")), "already charged"),
        ((("silence", "augury"),), "realms"),
        ((("forego_armor", "sleep"),), "forbids"),
        ((("hide_your_face", "sleep"),), "needs a mask"),
        ((("gossip", "sleep"),), "no pact"),
    ],
    ids=["component-twice", "other-realm", "wears-armor", "no-mask", "no-such-pact"],
)
def test_a_pact_that_cannot_be_sworn_is_refused(
    pacts: tuple[tuple[str, str], ...], why: str
) -> None:
    """p. 83: each component once; armor on the belt breaks Forego armor before it begins;
    Hide your face needs a mask. The refusal changes nothing."""
    game = sorcerer()
    sheet(
        game,
        "a2",
        talents=tuple(
            t for t in game.guild.adventurer("a2").talents if t.id != "magic_of_the_welkin"
        ),
    )
    give(game, "a2", "armor_light")  # belt-only: worn (p. 37)
    assert any(c and c.item == "armor_light" for c in game.guild.adventurer("a2").inventory.belt)
    game.execute(cmd.Camp())
    before = game.snapshot()
    with pytest.raises(IllegalCommand, match=why):
        swear(game, *pacts)
    assert game.snapshot() == before


def test_a_charge_already_held_cannot_be_charged_again() -> None:
    game = sorcerer()
    sheet(game, "a2", pacts=(Pact(id="verity", spell="sleep"),))
    game.execute(cmd.Camp())
    with pytest.raises(IllegalCommand, match="already charged"):
        swear(game, ("silence", "sleep"))
    with pytest.raises(IllegalCommand, match="already keeps Verity"):
        swear(game, ("verity", "illusion"))


def test_without_gramarye_make_a_pact_is_no_camp_talent() -> None:
    game = camp_game()
    game.execute(cmd.Camp())
    with pytest.raises(IllegalCommand):
        game.execute(
            cmd.CampAct(
                who="a1", action="use_a_talent", what="gramarye", pacts=(("silence", "sleep"),)
            )
        )


def test_pacts_survive_the_save_and_old_saves_load() -> None:
    game = sorcerer()
    swear(game, ("silence", "sleep"))
    state = game.snapshot()
    again = GameState.model_validate_json(state.model_dump_json())
    assert again.guild.adventurer("a2").pacts == state.guild.adventurer("a2").pacts
    raw = state.model_dump(mode="json")
    for a in raw["guild"]["adventurers"]:
        a.pop("pacts")
    assert GameState.model_validate(raw).guild.adventurer("a2").pacts == ()


def test_taking_up_a_weapon_breaks_forego_weapons_and_draws_maleficence() -> None:
    """p. 83: a weapon lashed to the pack is allowed; taking one in hand breaks the pact, its
    charge is lost, and maleficence follows on the charged spell's realm's table (p. 201):
    the Welkin's II is a Wound and Stressed."""
    game = sorcerer()
    swear(game, ("forego_weapons", "binding"))
    give(game, "a2", "dagger")  # in the pack: bound and lashed, as the pact allows
    game.execute(cmd.CampAct(who="a1", action="patrol"))
    assert pacts_of(game) == {"forego_weapons": "binding"}
    a = game.guild.adventurer("a2")
    dagger = next(c for c in a.inventory.pack if c is not None and c.item == "dagger")
    sheet(game, "a2", inventory=a.inventory.model_copy(update={"hands": (dagger, None)}))
    stack(game, minor=["Two of Swords"])
    events = game.execute(cmd.CampAct(who="a3", action="rest_and_recover"))
    assert pacts_of(game) == {}
    assert any("breaks Forego weapons" in c for c in changes(events))
    (told,) = [n.text for n in of(events, ev.Narration) if "Maleficence" in n.text]
    assert told.startswith("Maleficence of the Welkin (Two of Swords): ")
    after = game.guild.adventurer("a2")
    assert after.conditions.stressed and [w.who for w in of(events, ev.Wound)] == [after.name]


@pytest.mark.parametrize(
    ("card", "ruled"), [("The Fool", "the realm lets it be"), ("Nine of Cups", "not yet played")]
)
def test_maleficence_the_fool_spares_and_a_tale_is_told(card: str, ruled: str) -> None:
    """p. 201: the Weird's IX (rhyming speech) is told, not played; the Fool draws nothing."""
    game = sorcerer()
    give(game, "a2", "mask")
    swear(game, ("hide_your_face", "sleep"))
    a, _ = kit.lose(game.guild.adventurer("a2"), "mask", 1)
    sheet(game, "a2", inventory=a.inventory)
    stack(game, minor=[card])
    before = game.guild.adventurer("a2")
    events = game.execute(cmd.CampAct(who="a1", action="patrol"))
    assert any(ruled in r.why for r in of(events, ev.Gm) if r.rule == "p. 201")
    after = game.guild.adventurer("a2")
    assert (after.conditions, after.resolve) == (before.conditions, before.resolve)


def test_self_mortification_keeps_the_wearer_stressed_until_the_shirt_comes_off() -> None:
    """p. 83: the hair shirt makes its wearer Stressed; off, and Stressed cleared, it breaks."""
    game = sorcerer()
    give(game, "a2", "hair_shirt")
    swear(game, ("self_mortification", "sleep"))
    a = game.guild.adventurer("a2")
    assert a.conditions.stressed
    calm = a.conditions.model_copy(update={"stressed": False})
    sheet(game, "a2", conditions=calm)  # as a pipe or a burned Bond would (pp. 141, 168)
    game.execute(cmd.CampAct(who="a1", action="patrol"))
    assert game.guild.adventurer("a2").conditions.stressed  # the shirt is still on
    assert "self_mortification" in pacts_of(game)
    a, _ = kit.lose(game.guild.adventurer("a2"), "hair_shirt", 1)
    sheet(game, "a2", inventory=a.inventory, conditions=calm)
    events = game.execute(cmd.CampAct(who="a3", action="rest_and_recover"))
    assert "self_mortification" not in pacts_of(game)
    assert any("breaks Self-mortification" in c for c in changes(events))


def test_self_mutilation_wounds_a_talent_and_healing_it_breaks_the_pact() -> None:
    """p. 83, policy (ambiguity 18): the runes Wound a talent other than Gramarye and the
    realms; healing that talent breaks the pact."""
    game = sorcerer()
    swear(game, ("self_mutilation", "sleep"))
    a = game.guild.adventurer("a2")
    (wounded,) = a.conditions.wounded_talents
    assert wounded not in ("gramarye",) and not wounded.startswith("magic_of_")
    assert a.pact("self_mutilation") == Pact(id="self_mutilation", spell="sleep", wound=wounded)
    sheet(game, "a2", conditions=a.conditions.model_copy(update={"wounded_talents": ()}))
    events = game.execute(cmd.CampOn())
    assert any("breaks Self-mutilation" in c for c in changes(events))


def test_gluttony_eats_two_rations_and_one_breaks_it() -> None:
    """p. 83: a double portion at every meal; a single ration breaks the pact."""
    game = sorcerer()
    rations = kit.count(game.guild.adventurer("a2"), "ration")
    swear(game, ("gluttony", "sleep"))
    game.execute(cmd.CampOn())
    assert kit.count(game.guild.adventurer("a2"), "ration") == rations - 2
    assert "gluttony" in pacts_of(game)
    hungry = sorcerer()
    no_rations(hungry, "a2")
    give(hungry, "a2", "ration")
    swear(hungry, ("gluttony", "sleep"))
    events = hungry.execute(cmd.CampOn())
    assert "gluttony" not in pacts_of(hungry)
    assert any("breaks Gluttony" in c for c in changes(events))


def test_eating_a_ration_breaks_devour_the_living() -> None:
    game = sorcerer()
    swear(game, ("devour_the_living", "sleep"))
    events = game.execute(cmd.CampOn())
    assert "devour_the_living" not in pacts_of(game)
    assert any("breaks Devour the living" in c for c in changes(events))


def test_forego_wood_has_no_warmth_from_a_bought_fire() -> None:
    """p. 83: a fire of wood bought in the City does not warm one who foregoes wood: with
    only a bedroll, they wake Stressed (p. 141) while the others sleep well."""
    game = below(5, 6)  # seed 5's first level is not the Spires: the fire burns firewood
    shunned = game.pack.pacts["forego_wood"].shuns_items
    for a in game.guild.adventurers:
        for item in ("firewood", "bedroll", *(shunned if a.id == "a2" else ())):
            a, _ = kit.lose(a, item, 99)
        game.guild = game.guild.with_adventurer(a)
    for who in ("a1", "a2", "a3"):
        give(game, who, "bedroll")
        if not kit.count(game.guild.adventurer(who), "flint_and_tinder"):
            give(game, who, "flint_and_tinder")
    give(game, "a1", "firewood")
    spell = next(iter(game.pack.spells))
    sheet(game, "a2", pacts=(Pact(id="forego_wood", spell=spell),))
    events = camp_to_recovery(game)
    assert {a.id for a in game.guild.adventurers if a.conditions.stressed} == {"a2"}
    assert any("Forego wood" in r.why for r in of(events, ev.Gm))
    assert game.guild.adventurer("a2").pact("forego_wood") is not None


def charged_fight(resolve: int, card: str = "Six of Cups") -> tuple[Game, str]:
    """The Challenge of test_challenge_actions with Bryonie's Binding charged by Silence."""
    game = ready()
    lay(game, "The Emperor", Bryonie="Two of Cups", Gunhild="Three of Cups", Bidziil="Four of Cups")
    hand(game, "Bryonie", card)
    hand(game, "Gunhild", "Nine of Swords")
    bryonie = key(game, "Bryonie")
    a = game.guild.adventurer(bryonie)
    game.set_adventurer(
        a.model_copy(update={"resolve": resolve, "pacts": (Pact(id="silence", spell="binding"),)})
    )
    turn(game, "Bryonie")
    return game, bryonie


@pytest.mark.parametrize("resolve", [4, 0])
def test_a_charge_pays_for_the_casting_instead_of_resolve(resolve: int) -> None:
    """p. 83: the charge is spent in place of 1 Resolve, even with none left; the pact ends
    with it."""
    game, bryonie = charged_fight(resolve)
    events = play(
        game, "Bryonie", "Six of Cups", "Speak Incantation", target="foes.1", option="binding"
    )
    assert acts(events, "Speak Incantation")[0].result == "Binding: takes hold"
    after = game.guild.adventurer(bryonie)
    assert after.resolve == resolve and after.pacts == ()
    assert any("Silence is fulfilled" in c for c in changes(events))
    accounted(game)


def test_a_charged_spell_says_so_on_the_fight_menu() -> None:
    """Both front ends list Speak Incantation's offers: a charged spell is marked."""
    game, bryonie = charged_fight(4)
    ch = game.under_way()
    offers = wands.spell_offers(game, ch.fighter(bryonie), ch, game.guild.adventurer(bryonie))
    labels = {o.option: o.label for o in offers}
    assert "Binding (pact charge)" in labels["binding"]
    assert "pact charge" not in labels["fear"]


def test_the_autoplay_sorcerer_swears_the_cheap_pacts_it_can_keep() -> None:
    """Policy (worm.gm.pacts): Silence, Verity, then Forego skins while wearing no leather."""
    game = sorcerer()
    game.execute(cmd.Camp())
    command = Camper().action(game, game.guild.adventurer("a2"))
    assert command == cmd.CampAct(who="a2", action="use_a_talent", what="gramarye")
    events = game.execute(command)
    assert set(pacts_of(game)) == {"silence", "verity", "forego_skins"}
    assert all(game.pack.spells[s].challenge is not None for s in pacts_of(game).values())
    assert sum("whisper" in r.why for r in of(events, ev.Gm)) == 2
    game.execute(cmd.CampOn())
    assert set(pacts_of(game)) == {"silence", "verity", "forego_skins"}  # nothing broke them


def test_the_autoplay_sorcerer_casts_on_a_charge() -> None:
    game, bryonie = charged_fight(1, card="Six of Wands")
    command = Skirmisher().next(game)
    assert isinstance(command, cmd.Play)
    assert (command.action, command.option) == ("Speak Incantation", "binding")
    game.execute(command)
    after = game.guild.adventurer(bryonie)
    assert after.resolve == 1 and after.pacts == ()


def test_hide_your_face_makes_a_parley_test_with_disfavor() -> None:
    """p. 83: masked, every social test has disfavor; here it cancels the favor of a want on
    the table (p. 10), and the mask kept on, the pact holds."""
    game = meeting(character(start="surprise", intensity="mild"))
    for a in game.guild.adventurers:
        a, _ = kit.gain(a, "mask", 1, game.pack)
        game.set_adventurer(
            a.model_copy(update={"pacts": (Pact(id="hide_your_face", spell="sleep"),)})
        )
    events = say(game, "flatter", WINS)
    (test,) = of(events, ev.Fate)
    assert "masked: Hide your face (p. 83)" in test.disfavor_reasons
    assert test.favor == 0 and test.favor_reasons
    assert all(a.pact("hide_your_face") for a in game.guild.adventurers)


def test_losing_the_mask_breaks_hide_your_face() -> None:
    game = sorcerer()
    give(game, "a2", "mask")
    swear(game, ("hide_your_face", "sleep"))
    a, _ = kit.lose(game.guild.adventurer("a2"), "mask", 1)
    sheet(game, "a2", inventory=a.inventory)
    events = game.execute(cmd.CampAct(who="a1", action="patrol"))
    assert "hide_your_face" not in pacts_of(game)
    assert any("breaks Hide your face" in c for c in changes(events))


def test_hide_your_face_makes_banter_in_a_challenge_with_disfavor() -> None:
    """p. 83 and p. 119: Banter is a social test too."""
    game = meeting(character(start="anger"))
    say(game, "flatter")
    say(game, "flatter")  # pressed on: a fight (p. 100)
    assert game.challenge is not None
    speaker = game.challenge.side("guild")[0]
    a, _ = kit.gain(game.guild.adventurer(speaker.key), "mask", 1, game.pack)
    game.set_adventurer(a.model_copy(update={"pacts": (Pact(id="hide_your_face", spell="sleep"),)}))
    hand_over(game, speaker.key, "King of Wands")
    game.challenge = replace(
        game.challenge, step="turn", actor=speaker.key, spent=frozenset({speaker.key})
    )
    events = game.execute(
        cmd.Play(
            who=speaker.key,
            card="King of Wands",
            action="Banter",
            target="foes.1",
            option="intimidate",
        )
    )
    if game.challenge is not None and game.challenge.step == "interrupt":
        events += game.execute(cmd.Pass())  # a Quick! guild-mate may go first (p. 74): not now
    (banter,) = [e for e in of(events, ev.Action) if e.action == "Banter"]
    assert banter.favor == -3 and "masked: Hide your face (p. 83)" in banter.reasons


@pytest.mark.parametrize(("card", "found"), [("King of Swords", True), ("Ace of Swords", False)])
def test_devour_the_living_seeks_live_food_with_cups(card: str, found: bool) -> None:
    """p. 83: a Cups test as a Camp Action (Hunt, with no bow needed); found, the vermin feed
    the sorcerer and no ration is eaten; not found, they are treated as starving (p. 140):
    no recovery tonight. Either way the pact holds."""
    game = sorcerer()
    swear(game, ("devour_the_living", "sleep"))
    rations = kit.count(game.guild.adventurer("a2"), "ration")
    game.execute(cmd.CampAct(who="a1", action="patrol"))  # a1 and a2 have acted: a2 hunts
    game.camp = replace(game.camp, extra=("a2",))  # type: ignore[arg-type]  # a second action
    stack(game, minor=[card])
    events = game.execute(cmd.CampAct(who="a2", action="hunt"))
    if game.pending is not None:
        events += game.execute(cmd.AcceptFate())
    (test,) = of(events, ev.Fate)
    assert test.attribute == "cups" and (test.outcome in ("success", "great_success")) == found
    sheet(game, "a2", lore_bids=1)
    stack(game, major=[4])
    events = game.execute(cmd.CampOn())
    after = game.guild.adventurer("a2")
    assert kit.count(after, "ration") == rations and after.pact("devour_the_living") is not None
    starving = [r.why for r in of(events, ev.Gm) if "starving, no rest" in r.why]
    assert starving == (
        [] if found else [f"{after.name} found nothing alive to eat: starving, no rest tonight"]
    )
    assert (after.lore_bids == 4) == found  # the starving skip recovery (p. 140)


def test_a_camp_saved_mid_forage_round_trips_and_old_camps_load() -> None:
    game = sorcerer()
    swear(game, ("devour_the_living", "sleep"))
    assert game.camp is not None
    game.camp = replace(game.camp, foraged=(("a2", True),))
    state = game.snapshot()
    again = GameState.model_validate_json(state.model_dump_json())
    assert again.crawl.camp is not None and again.crawl.camp.foraged == (("a2", True),)
    raw = state.model_dump(mode="json")
    raw["crawl"]["camp"].pop("foraged")
    old = GameState.model_validate(raw)
    assert old.crawl.camp is not None and old.crawl.camp.foraged == ()
