"""Talents played in a Challenge (issue 22, pp. 64–78): each with the book's numbers.

The moments are set up by hand with the helpers of ``test_challenge_actions`` (seed 2's guild:
Bryonie, Bidziil, Gunhild against three goblins of HD 2/1)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import accounted, goblins, goblins_block, take  # noqa: F401
from tests.unit.engine.test_challenge_actions import (
    become,
    gm,
    hand,
    hold,
    key,
    lay,
    play,
    ready,
    rulings,
    three_zones,
    turn,
    window,
    wounds,
)
from worm import tarot
from worm.engine import challenge, kit, options
from worm.engine import events as ev
from worm.engine import wounds as wounds_
from worm.engine.actions import counsel, cups, fighters, quick, swords
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.adventurer import Talent
from worm.model.challenge import Declared
from worm.rules import armor
from worm.text import fight as fight_words
from worm.text import fightwords

pytestmark = pytest.mark.usefixtures("goblins")


def teach(game: Game, who: str, talent: str, state: str | None = "mastered") -> None:
    """``who`` knows ``talent`` in ``state`` (replacing any they hold of that id; None: not
    at all)."""
    a = game.guild.adventurer(key(game, who))
    known = () if state is None else (Talent(id=talent, state=state),)  # type: ignore[arg-type]
    talents = (*(t for t in a.talents if t.id != talent), *known)
    game.set_adventurer(a.model_copy(update={"talents": talents}))


# --- Ambusher (p. 74) ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("knows", "round_", "taken"),
    [
        (True, 1, ["defense", "health"]),  # the first round: 2 Wounds instead of 1
        (False, 1, ["defense"]),
        (True, 2, ["defense"]),  # after the first round, 1 as ever
    ],
)
def test_ambusher_deals_two_wounds_in_the_first_round(
    knows: bool, round_: int, taken: list[str]
) -> None:
    game = ready()
    teach(game, "Gunhild", "ambusher", "mastered" if knows else None)
    game.challenge = replace(game.challenge, round=round_)
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Knight of Swords")
    turn(game, "Gunhild")
    events = play(game, "Gunhild", "Knight of Swords", "Attack", target="foes.1")
    assert [w.taken_as for w in wounds(events, "Goblin 1")] == taken
    assert bool(rulings(events, "Ambusher")) is (knows and round_ == 1)
    accounted(game)


def test_ambusher_in_training_pays_an_xp_for_the_second_wound() -> None:
    game = ready()
    teach(game, "Gunhild", "ambusher", "in_training")
    gunhild = game.guild.adventurer(key(game, "Gunhild"))
    game.set_adventurer(gunhild.model_copy(update={"xp": 1}))
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Knight of Swords")
    turn(game, "Gunhild")
    events = play(game, "Gunhild", "Knight of Swords", "Attack", target="foes.1")
    assert [w.taken_as for w in wounds(events, "Goblin 1")] == ["defense", "health"]
    assert game.guild.adventurer(key(game, "Gunhild")).xp == 0  # 1 XP a use (p. 33)


@pytest.mark.parametrize("state", ["mastered", "in_training"])
def test_an_ambusher_spends_one_resolve_to_warn_the_guild_of_an_ambush(state: str) -> None:
    game = ready()
    teach(game, "Gunhild", "ambusher", state)
    before = game.guild.adventurer(key(game, "Gunhild")).resolve
    assert before >= 1
    game.challenge = None
    mark = len(game.log.events)
    challenge.begin(game, ambush=True)
    events = game.log.events[mark:]
    if state == "in_training":  # policy: the GM never spends a player's XP for them
        assert not rulings(events, "sees the ambush coming") and game.pending is not None
        return
    assert rulings(events, "sees the ambush coming")
    assert game.pending is None  # no alarm test: the guild is not caught out (p. 110)
    assert game.challenge.step != "alarm"
    assert game.guild.adventurer(key(game, "Gunhild")).resolve == before - 1


# --- Chirurgeon (p. 78) -------------------------------------------------------------------------


def test_a_chirurgeon_heals_a_wounded_fighter_with_a_poultice_in_a_fight() -> None:
    game = ready()
    teach(game, "Bryonie", "chirurgeon")
    bryonie = game.guild.adventurer(key(game, "Bryonie"))
    bryonie, _ = kit.gain(bryonie, "poultice", 1, game.pack)
    game.set_adventurer(bryonie)
    before = kit.count(bryonie, "poultice")
    gunhild = game.guild.adventurer(key(game, "Gunhild"))
    wounds_.wound(game, gunhild, critical=True, cause="a goblin's spear")
    assert game.guild.adventurer(key(game, "Gunhild")).conditions.injured
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Bryonie", "Two of Wands")
    turn(game, "Bryonie")
    me = game.challenge.fighter(key(game, "Bryonie"))
    offers = list(cups.item_offers(game, me, game.challenge, game.guild.adventurer(me.key)))
    assert any("Chirurgeon" in o.label and o.target == key(game, "Gunhild") for o in offers)
    play(
        game, "Bryonie", "Two of Wands", "Use Item", option="poultice", target=key(game, "Gunhild")
    )
    assert not game.guild.adventurer(key(game, "Gunhild")).conditions.injured
    assert kit.count(game.guild.adventurer(key(game, "Bryonie")), "poultice") == before - 1
    accounted(game)


# --- the orcs' blood (p. 64) --------------------------------------------------------------------


def exposed(game: Game, who: str, talent: str) -> str:
    """``who`` knows the blood ``talent``, wears no armor and is Staggered already, so the next
    Wound falls on a talent — the blood one first (policy ``worm.gm.talents.wound_first``)."""
    teach(game, who, talent)
    a = game.guild.adventurer(key(game, who))
    for carried in a.inventory.things():
        if {"armor", "shield"} & set(game.pack.items[carried.item].tags):
            a, _ = kit.lose(a, carried.item, carried.count)
    blood = ("quicksilver_blood", "poison_blood", "blur", "berserkergang")
    talents = tuple(t for t in a.talents if t.id == talent or t.id not in blood)
    c = a.conditions.model_copy(update={"staggered": True})
    game.set_adventurer(a.model_copy(update={"talents": talents, "conditions": c}))
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    return key(game, who)


def struck(game: Game, who: str) -> list[ev.Event]:
    """A goblin's Attack of The Sun (XIX + Swords 4) lands on ``who``."""
    events = gm(game, "Attack", "The Sun", [(who, 1)])
    assert [w.talent for w in wounds(events, game.guild.adventurer(who).name)] != [""]
    return events


def test_blur_shrouds_for_one_action() -> None:
    game = ready()
    gk = exposed(game, "Gunhild", "blur")
    events = struck(game, gk)
    assert "blur" in game.guild.adventurer(gk).conditions.wounded_talents
    assert "shroud" in game.challenge.fighter(gk).effects
    assert rulings(events, "Blur")
    hand(game, "Gunhild", "Knight of Swords")
    turn(game, "Gunhild")
    play(game, "Gunhild", "Knight of Swords", "Attack", target="foes.2")
    assert "shroud" not in game.challenge.fighter(gk).effects  # one action, then it thins


@pytest.mark.parametrize(("path", "rages"), [("pentacles", True), ("wands", False)])
def test_berserkergang_favors_attacks_and_bars_dodging(path: str, rages: bool) -> None:
    game = ready()
    gk = exposed(game, "Gunhild", "berserkergang")
    gunhild = game.guild.adventurer(gk)
    game.set_adventurer(gunhild.model_copy(update={"path": path}))
    struck(game, gk)
    assert ("berserk" in game.challenge.fighter(gk).effects) is rages  # policy: fighters rage
    hand(game, "Gunhild", "Knight of Swords", "Two of Pentacles")
    turn(game, "Gunhild")
    if rages:
        with pytest.raises(IllegalCommand, match="Berserkergang"):
            play(game, "Gunhild", "Two of Pentacles", "Dodge")
    events = play(game, "Gunhild", "Knight of Swords", "Attack", target="foes.2")
    attack = [e for e in events if isinstance(e, ev.Action) and e.action == "Attack"][0]
    assert ("a berserker's rage, p. 64" in attack.reasons) is rages


@pytest.mark.parametrize(("theme", "poisoned"), [("beast", True), ("spirit", False)])
def test_poison_blood_deals_critical_damage_to_what_bites(
    monkeypatch: pytest.MonkeyPatch, theme: str, poisoned: bool
) -> None:
    become(monkeypatch, lambda pack: replace(goblins_block(pack), theme=theme))
    game = ready()
    gk = exposed(game, "Gunhild", "poison_blood")
    struck(game, gk)
    biter = next(
        f for f in game.challenge.members("foes") if f.key in fighter_keys_engaged(game, gk)
    )
    assert (biter.out == "down") is poisoned  # Critical: Health to 0 (p. 125)


@pytest.mark.parametrize(("theme", "destroyed"), [("man", True), ("beast", False)])
def test_quicksilver_blood_destroys_the_metal_weapon_that_wounds_it(
    monkeypatch: pytest.MonkeyPatch, theme: str, destroyed: bool
) -> None:
    become(monkeypatch, lambda pack: replace(goblins_block(pack), theme=theme))
    game = ready()
    gk = exposed(game, "Gunhild", "quicksilver_blood")
    struck(game, gk)
    striker = game.challenge.fighter(sorted(fighter_keys_engaged(game, gk))[0])
    assert ("disarm" in striker.effects) is destroyed
    # Destroyed, not dropped: no Recover takes the weapon up again (p. 64)
    assert "disarm" not in fighters.recoverable(game, striker)
    shown = fight_words.state_words(game, game.challenge, striker, striker.effects)
    assert ("weapon Destroyed (p. 64)" in shown) is destroyed


def fighter_keys_engaged(game: Game, who: str) -> set[str]:
    """The foes who struck ``who`` in melee (engaged with them, or felled since)."""
    engaged = set(game.challenge.fighter(who).engaged)
    return engaged or {f.key for f in game.challenge.members("foes") if f.out == "down"}


# --- Quick! (p. 74) -----------------------------------------------------------------------------


def foe_attack_waits(game: Game, who: str, card: str = "The Chariot") -> None:
    """The band's Attack on ``who`` is revealed and waits in the queue (p. 114)."""
    drawn = tarot.card_named(card)
    take(game, drawn)
    declared = Declared("foes", "foes", "Attack", drawn, minor=False, targets=((who, 1),))
    game.challenge = replace(game.challenge, queue=(declared,), step="reveal")
    challenge.advance(game)


@pytest.mark.parametrize("state", ["mastered", None])
def test_quick_plays_a_pentacles_dodge_as_an_interrupt(state: str | None) -> None:
    game = ready()
    teach(game, "Gunhild", "quick", state)
    gk = key(game, "Gunhild")
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Nine of Pentacles")
    hand(game, "Bidziil", "Two of Swords")
    hand(game, "Bryonie", "Two of Wands")
    foe_attack_waits(game, gk)
    if state is None:  # no Fool, no Quick!: Gunhild cannot go first (Bidziil may counsel her)
        ch = game.challenge
        assert ch is None or ch.step != "interrupt" or gk not in options.turn_of(game).who
        return
    assert game.challenge.step == "interrupt"
    who = options.turn_of(game).who
    assert who[0] == gk  # and Bidziil, who may counsel her at once (p. 78)
    assert set(who[1:]) <= set(counsel.urgent(game, game.challenge))
    offered = {p.action for p in options.plays(game, gk, tarot.card_named("Nine of Pentacles"))}
    assert "Dodge" in offered and offered <= {"Avoid", "Dash", "Dodge", "Roughhouse"}
    events = play(game, "Gunhild", "Nine of Pentacles", "Dodge", target=gk)
    assert rulings(events, "Quick!")
    attack = [e for e in events if isinstance(e, ev.Action) and e.action == "Attack"][0]
    assert attack.vs == 2 + 9  # Initiative II, raised by the Dodge's face value IX (p. 117)


def test_quick_is_no_use_in_iron_armor() -> None:
    game = ready()
    teach(game, "Gunhild", "quick")
    gunhild = game.guild.adventurer(key(game, "Gunhild"))
    gunhild, placed = kit.gain(gunhild, "armor_iron", 1, game.pack)
    belt = tuple(c for c in gunhild.inventory.things() if c.item == "armor_iron")
    assert placed == 1 and belt
    game.set_adventurer(gunhild)
    if armor.heavy(game.guild.adventurer(key(game, "Gunhild"))) is None:
        pytest.skip("the iron armor went to the pack, not the belt")
    me = game.challenge.fighter(key(game, "Gunhild"))
    assert not quick.ready(game, me, tarot.card_named("Nine of Pentacles"))


# --- Two-handed Focus (p. 71) -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("knows", "held", "allowed"),
    [
        (True, ("hammer",), True),  # a melee weapon in both hands
        (False, ("hammer",), False),
        (True, ("hammer", "shield_light"), False),  # one hand on a shield
        (True, ("dagger",), False),  # the talent names no dagger
    ],
)
def test_two_handed_focus_attacks_as_a_minor_action_with_pentacles(
    knows: bool, held: tuple[str, ...], allowed: bool
) -> None:
    game = ready()
    teach(game, "Bidziil", "two_handed_focus", "mastered" if knows else None)
    hold(game, "Bidziil", *held)
    lay(game, "Temperance", Bryonie="Two of Cups", Gunhild="Three of Cups", Bidziil="Four of Cups")
    hand(game, "Bidziil", "Nine of Pentacles")
    hand(game, "Gunhild", "Nine of Swords")
    window(game, "Bryonie")
    if not allowed:
        with pytest.raises(IllegalCommand, match="needs a card of Swords"):
            play(game, "Bidziil", "Nine of Pentacles", "Attack", target="foes.1", minor=True)
        return
    play(game, "Bidziil", "Nine of Pentacles", "Attack", target="foes.1", minor=True)
    assert game.challenge.declared[0].action == "Attack"
    accounted(game)


# --- Doom Eye (p. 70) ---------------------------------------------------------------------------


@pytest.mark.parametrize(("option", "result"), [("doom_eye", "hit"), (None, "miss")])
def test_doom_eye_spends_a_swords_card_for_a_shot_that_hits_any_initiative(
    option: str | None, result: str
) -> None:
    game = ready(1)  # seed 1: Clive holds a bow, Swords 4
    teach(game, "Clive", "doom_eye")
    lay(game, "The Sun", Clive="Two of Cups", Sabor="Three of Cups", Ituha="Four of Cups")
    hand(game, "Clive", "Two of Swords")  # 2 + 4 against XIX: a miss but for the talent
    turn(game, "Clive")
    events = play(game, "Clive", "Two of Swords", "Attack", target="foes.1", option=option)
    attack = [e for e in events if isinstance(e, ev.Action) and e.action == "Attack"][0]
    assert attack.result == result
    assert bool(rulings(events, "Doom Eye")) is (option is not None)


def test_doom_eye_needs_a_swords_card_and_a_missile_weapon() -> None:
    game = ready(1)
    teach(game, "Clive", "doom_eye")
    lay(game, "The Sun", Clive="Two of Cups", Sabor="Three of Cups", Ituha="Four of Cups")
    hand(game, "Clive", "Two of Wands")
    turn(game, "Clive")
    with pytest.raises(IllegalCommand, match="Swords card"):
        play(game, "Clive", "Two of Wands", "Attack", target="foes.1", option="doom_eye")
    hold(game, "Clive", "blade")
    hand(game, "Clive", "Two of Swords")
    with pytest.raises(IllegalCommand, match="missile weapon"):
        play(game, "Clive", "Two of Swords", "Attack", target="foes.1", option="doom_eye")


def test_the_text_game_reads_a_perfect_shot() -> None:
    game = ready(1)
    assert fightwords._arguments(game, game.challenge, "Attack", ["perfect", "goblin", "1"]) == (
        "foes.1",
        "doom_eye",
    )


# --- Reaver (p. 71) -----------------------------------------------------------------------------


@pytest.mark.parametrize("knows", [True, False])
def test_reaver_charges_one_zone_and_strikes_with_the_same_card(knows: bool) -> None:
    game = ready()
    three_zones(game)
    ch = game.challenge
    game.challenge = ch.with_fighter(replace(ch.fighter("foes.1"), zone=2))
    teach(game, "Bidziil", "reaver", "mastered" if knows else None)
    hold(game, "Bidziil", "hammer")
    lay(game, "The Emperor", Bidziil="Two of Cups", Gunhild="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Bidziil", "Knight of Swords")
    bk = turn(game, "Bidziil")
    if not knows:
        with pytest.raises(IllegalCommand):
            play(game, "Bidziil", "Knight of Swords", "Attack", target="foes.1", option="charge")
        return
    me = game.challenge.fighter(bk)
    offers = swords.attack_offers(game, me, game.challenge, game.guild.adventurer(bk))
    assert any(o.option == "charge" and o.target == "foes.1" for o in offers)
    events = play(game, "Bidziil", "Knight of Swords", "Attack", target="foes.1", option="charge")
    assert game.challenge.fighter(bk).zone == 2  # one zone, charging in (p. 71)
    assert [e.result for e in events if isinstance(e, ev.Action) and e.action == "Attack"][0] in (
        "hit",
        "miss",
    )
    assert rulings(events, "Reaver")
