"""Creatures' notes and dooms played in a Challenge (Appendix C), with the book's numbers.

The stand-in monster fights as the book's goblins (Swords 4, HD 2/1, ``fight_kit``), given
the note or doom under test from the content; each test checks the same moment without it.
Seed 5's guild: Patty (blade and heavy shield), Offa (dagger), Svein (dagger).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import (
    REAL,
    STAND_IN,
    clear_hands,
    fight,
    give,
    goblins_block,
    set_initiative,
    swap_statblock,
    take,
)
from worm import tarot
from worm.content.denizens import Doom, Note
from worm.engine import antagonists, challenge, ending, imps, options, reckoning, skirmish
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions import engagement, fighters, harm, wands
from worm.engine.session import Game
from worm.gm import foes, tactics
from worm.model.challenge import GM, Declared
from worm.model.inventory import Carried
from worm.rules import dooms, durability


def note(game: Game, creature: str, name: str) -> Note:
    return next(n for n in game.pack.bestiary[creature].notes if n.name == name)


def doom(game: Game, owner: str, name: str) -> Doom:
    pack = game.pack
    found = pack.bestiary[owner].all_dooms() if owner in pack.bestiary else ()
    if owner in pack.threats:
        found = pack.threats[owner].dooms
    if owner in pack.themes:
        found = pack.themes[owner].dooms
    return next(d for d in found if d.name == name)


@pytest.fixture
def fighting_as(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """``fighting_as(notes=…, lesser=…, greater=…)``: the stand-in fights as goblins with
    those notes and dooms."""

    def patch(**changes: object) -> None:
        def patched(pack: object, creature: str, *, common: bool = False) -> foes.Statblock:
            if creature == STAND_IN:
                return replace(goblins_block(pack), **changes)  # type: ignore[arg-type]
            return REAL(pack, creature, common=common)  # type: ignore[arg-type]

        swap_statblock(monkeypatch, patched)

    return patch


def ready(seed: int = 5, *, count: int = 1, emotion: str = "anger") -> Game:
    """Everyone in the first zone, no scenery, hands empty."""
    game = fight(seed, count=count, size=3, emotion=emotion)
    ch = game.challenge
    game.challenge = replace(
        ch,
        zones=tuple(replace(z, scenery=(), rules=frozenset()) for z in ch.zones),
        fighters=tuple(replace(f, zone=0) for f in ch.fighters),
    )
    clear_hands(game)
    return game


def member(game: Game, name: str) -> str:
    return next(a.id for a in game.guild.adventurers if a.name.startswith(name))


def foe(game: Game) -> str:
    return game.challenge.side("foes")[0].key


def wounds_to(events: list[ev.Event], name: str) -> int:
    return sum(1 for e in events if isinstance(e, ev.Wound) and e.who == name)


def rulings(events: list[ev.Event], page: str) -> list[str]:
    return [e.why for e in events if isinstance(e, ev.Gm) and e.rule == page]


# --- immunities ---------------------------------------------------------------------------------


def test_a_fleshless_skeleton_takes_nothing_from_a_dagger_but_a_blade_wounds_it(
    fighting_as,  # type: ignore[no-untyped-def]
) -> None:
    """p. 277: piercing weapons such as arrows and spears cannot harm a skeleton."""
    game = ready()
    assert fighters.weapon_of(game, game.challenge.fighter(member(game, "Offa"))) == "dagger"
    assert fighters.weapon_of(game, game.challenge.fighter(member(game, "Patty"))) == "blade"
    fighting_as(notes=(note(game, "skeleton", "Fleshless"),), tough=True)
    name = game.challenge.fighter(foe(game)).name
    mark = len(game.log.events)
    harm.harm_foe(game, foe(game), 1, by=member(game, "Offa"))
    stabbed = game.log.events[mark:]
    assert wounds_to(stabbed, name) == 0
    assert rulings(stabbed, "p. 277"), "the GM log says why the dagger does nothing"
    mark = len(game.log.events)
    harm.harm_foe(game, foe(game), 1, by=member(game, "Patty"))
    assert wounds_to(game.log.events[mark:], name) == 1


def hold(game: Game, who: str, item: str, place: str = "hands") -> None:
    """``who`` carries ``item`` in the first slot of ``place``, the rest emptied (hands) or
    kept (belt)."""
    a = game.guild.adventurer(who)
    carried = Carried(uid=a.inventory.next_uid(), item=item)
    rest = a.inventory.slots(place)[1:] if place == "belt" else (None,)  # type: ignore[arg-type]
    inventory = a.inventory.model_copy(update={place: (carried, *rest)})
    game.set_adventurer(a.model_copy(update={"inventory": inventory}))


def test_an_invulnerable_vampire_is_harmed_only_by_silver_magic_and_fire(
    fighting_as,  # type: ignore[no-untyped-def]
) -> None:
    """p. 282: only silver weapons, magic and fire can harm a vampire."""
    game = ready()
    fighting_as(notes=(note(game, "vampire", "Invulnerable"),))
    patty = member(game, "Patty")
    name = game.challenge.fighter(foe(game)).name
    mark = len(game.log.events)
    harm.harm_foe(game, foe(game), 1, by=patty)  # a steel blade
    harm.hurt(game, foe(game), 1, cause="a fall", means=dooms.Means())
    assert wounds_to(game.log.events[mark:], name) == 0
    assert len(rulings(game.log.events[mark:], "p. 282")) == 2
    hold(game, patty, "silver_blade")
    mark = len(game.log.events)
    harm.harm_foe(game, foe(game), 1, by=patty)
    assert wounds_to(game.log.events[mark:], name) == 1
    mark = len(game.log.events)
    harm.hurt(game, foe(game), 1, means=dooms.Means(magic=True))
    assert wounds_to(game.log.events[mark:], name) == 1


# --- Initiative and movement ------------------------------------------------------------------


@pytest.mark.parametrize("wimps", [True, False], ids=["imps", "not imps"])
def test_imps_lay_their_lowest_card_as_initiative_even_when_afraid(
    fighting_as,  # type: ignore[no-untyped-def]
    wimps: bool,
) -> None:
    """p. 266 (Wimps): a frightened band lays its highest card (p. 101); imps their lowest."""
    game = ready(emotion="fear")
    assert antagonists.stance(game).initiative == "highest"
    fighting_as(notes=(note(game, "imp", "Wimps"),) if wimps else ())
    give(game, GM, "The Empress", "The Chariot", "Death")
    antagonists.lay_initiatives(game)
    laid = game.challenge.group("foes").initiative
    assert laid is not None
    assert laid.value == (3 if wimps else 13)


@pytest.mark.parametrize("fleet", [True, False], ids=["fleet", "not fleet"])
def test_a_fleet_beast_closes_one_zone_without_a_card(
    fighting_as,  # type: ignore[no-untyped-def]
    fleet: bool,
) -> None:
    """p. 247: on its turn a beast Moves 1 zone without spending a card."""
    game = ready()
    fighting_as(notes=(doom_note(game),) if fleet else ())
    ch = game.challenge
    start = next(z.id for z in ch.zones if 0 in z.neighbours)
    band = ch.side("foes")[0]
    game.challenge = ch.with_fighter(replace(band, zone=start))
    give(game, GM, "The Magician")
    antagonists._fleet(game, "foes")
    assert game.challenge.fighter(band.key).zone == (0 if fleet else start)
    assert game.challenge.hand(GM) == (tarot.card_named("The Magician"),)


def doom_note(game: Game) -> Note:
    return next(n for n in game.pack.themes["beast"].notes if n.name == "Fleet")


# --- Attacks ------------------------------------------------------------------------------------


def attack(game: Game, card: str, target: str, *, doom_name: str | None, minor: bool = False):  # type: ignore[no-untyped-def]
    drawn = tarot.card_named(card)
    take(game, drawn)
    d = Declared(
        "foes", "foes", "Attack", drawn, minor=minor, targets=((target, 1),), doom=doom_name
    )
    antagonists.play(game, d)
    game.decks = tarot.discard_all(game.decks, (drawn,))


@pytest.fixture
def struck(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Whom each Wound the band deals lands on (armor or flesh alike)."""
    hits: list[str] = []
    monkeypatch.setattr(harm, "wound_adventurer", lambda game, key, **kw: hits.append(key))
    return hits


@pytest.mark.parametrize(
    ("card", "wounds"),
    [("The Hermit", 2), ("The Chariot", 1)],
    ids=["9+4 against 5", "7+4 against 7"],
)
def test_claw_deals_2_wounds_when_the_attack_doubles_the_initiative(
    fighting_as,  # type: ignore[no-untyped-def]
    struck: list[str],
    card: str,
    wounds: int,
) -> None:
    """p. 247: an Attack total at least twice the target's Initiative deals 2 Wounds."""
    game = ready()
    fighting_as(lesser=(doom(game, "beast", "Claw"),))
    offa = member(game, "Offa")
    set_initiative(game, offa, "Five of Cups" if wounds == 2 else "Seven of Cups")
    mark = len(game.log.events)
    attack(game, card, offa, doom_name="Claw")
    assert bool(rulings(game.log.events[mark:], "p. 247")) is (wounds == 2)
    assert struck == [offa] * wounds


@pytest.mark.parametrize("deadly", [True, False], ids=["deadly", "plain"])
def test_a_deadly_attack_deals_2_wounds(
    fighting_as,  # type: ignore[no-untyped-def]
    struck: list[str],
    deadly: bool,
) -> None:
    """p. 250: a brute's Deadly Attack that hits deals 2 Wounds instead of 1."""
    game = ready()
    fighting_as(greater=(doom(game, "brute", "Deadly Attack"),))
    offa = member(game, "Offa")
    set_initiative(game, offa, "Two of Cups")
    attack(game, "The Hermit", offa, doom_name="Deadly Attack" if deadly else None)
    assert struck == [offa] * (2 if deadly else 1)


@pytest.mark.parametrize("minor", [False, True], ids=["its own turn", "a minor action"])
def test_the_ogres_sweeping_club_strikes_everyone_in_its_zone_on_its_turn(
    fighting_as,  # type: ignore[no-untyped-def]
    struck: list[str],
    minor: bool,
) -> None:
    """p. 275: an ogre's Attack on its own turn strikes every adventurer in its zone."""
    game = ready()
    fighting_as(lesser=(doom(game, "ogre", "Sweeping Club"),))
    everyone = [f.key for f in game.challenge.side("guild")]
    for key, card in zip(everyone, ("Two of Cups", "Ace of Cups", "Ace of Swords"), strict=True):
        set_initiative(game, key, card)
    attack(game, "Death", everyone[0], doom_name="Sweeping Club", minor=minor)
    assert sorted(struck) == sorted(everyone[:1] if minor else everyone)


@pytest.mark.parametrize("overwhelming", [True, False], ids=["overwhelming", "deadly only"])
def test_a_brutes_overwhelming_attack_is_the_greater_card_itself(
    fighting_as,  # type: ignore[no-untyped-def]
    overwhelming: bool,
) -> None:
    """p. 250: the brute may play a greater doom as an Attack: The Star (17) + Swords 4 = 21,
    and the lesser card stays in hand. Without it the greater card only rides along."""
    game = ready()
    name = "Overwhelming Attack" if overwhelming else "Deadly Attack"
    fighting_as(greater=(doom(game, "brute", name),))
    give(game, GM, "The Magician", "The Star")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.action == "Attack"
    if overwhelming:
        assert (plan.card.value, plan.extra, plan.doom) == (17, None, name)
        declared = antagonists._declare(game, "foes", plan, minor=False)
        mark = len(game.log.events)
        antagonists.play(game, declared)
        attacks = [e for e in game.log.events[mark:] if isinstance(e, ev.Action)]
        assert attacks[0].value == 21
        assert game.challenge.hand(GM) == (tarot.card_named("The Magician"),)
    else:
        assert plan.card.value == 1
        assert plan.extra is not None and plan.extra.value == 17


@pytest.mark.parametrize("fleshless", [True, False], ids=["skeleton", "goblins"])
def test_the_autoplay_guild_does_not_stab_a_skeleton_with_a_dagger(
    fighting_as,  # type: ignore[no-untyped-def]
    fleshless: bool,
) -> None:
    """p. 277: the bot's dagger-wielder (Svein) readies a Dodge against a skeleton rather than
    wasting its turn on a blow that cannot harm it; against goblins it strikes."""
    game = ready()
    fighting_as(notes=(note(game, "skeleton", "Fleshless"),) if fleshless else ())
    svein = member(game, "Svein")
    assert fighters.weapon_of(game, game.challenge.fighter(svein)) == "dagger"
    give(game, svein, "Five of Swords", "Nine of Swords")
    ch = game.challenge
    game.challenge = replace(ch, step="turn", actor=svein)
    play = skirmish.Skirmisher().next(game)
    assert isinstance(play, cmd.Play)
    assert play.action == ("Dodge" if fleshless else "Attack")


@pytest.mark.parametrize("fleshless", [True, False], ids=["skeleton", "goblins"])
def test_the_challenge_menu_says_a_dagger_cannot_harm_a_skeleton(
    fighting_as,  # type: ignore[no-untyped-def]
    fleshless: bool,
) -> None:
    """p. 277: the Attack the menu offers (terminal and text game alike) names the note and
    its page when the blow can do no harm."""
    game = ready()
    fighting_as(notes=(note(game, "skeleton", "Fleshless"),) if fleshless else ())
    svein = member(game, "Svein")
    (card,) = give(game, svein, "Nine of Swords")
    game.challenge = replace(game.challenge, step="turn", actor=svein)
    labels = [p.label for p in options.plays(game, svein, card) if p.action == "Attack"]
    assert labels
    assert all(("Fleshless: no harm, p. 277" in label) is fleshless for label in labels)


# --- the imps (p. 266) --------------------------------------------------------------------------


def imp_dooms(game: Game, *names: str) -> tuple[Doom, ...]:
    return tuple(doom(game, "imp", name) for name in names)


@pytest.mark.parametrize("vomit", [True, False], ids=["vomit", "a plain Attack"])
def test_an_imps_vomit_notches_the_weapon_in_hand_and_deals_no_wound(
    fighting_as,  # type: ignore[no-untyped-def]
    struck: list[str],
    vomit: bool,
) -> None:
    """p. 266: the acid does no damage but Notches one of the target's items."""
    game = ready()
    fighting_as(lesser=imp_dooms(game, "Vomit"), notes=(note(game, "imp", "Wimps"),))
    patty = member(game, "Patty")
    set_initiative(game, patty, "Two of Cups")
    mark = len(game.log.events)
    attack(game, "The Hermit", patty, doom_name="Vomit" if vomit else None)
    notched = [e for e in game.log.events[mark:] if isinstance(e, ev.Item)]
    if vomit:
        assert struck == []
        assert [(e.item, e.change) for e in notched] == [("Blade", "notched")]
        assert rulings(game.log.events[mark:], "p. 266")
    else:
        assert struck == [patty]


def test_a_band_of_imps_acid_is_named_with_a_plural_possessive(
    fighting_as,  # type: ignore[no-untyped-def]
) -> None:
    """Play text (test_player_reads, seed 3): a notch by a band's acid read "four Forest Imps's
    acid"; a name ending in s takes the apostrophe alone."""
    game = ready()
    fighting_as(lesser=imp_dooms(game, "Vomit"))
    mark = len(game.log.events)
    imps.vomit(game, member(game, "Patty"), "four Forest Imps")
    causes = [e.cause for e in game.log.events[mark:] if isinstance(e, ev.Item)]
    assert causes == ["four Forest Imps' acid"]


def test_imps_spit_acid_at_the_armored_and_strike_the_unarmored(
    fighting_as,  # type: ignore[no-untyped-def]
) -> None:
    """Policy (p. 266): Vomit where armor would only soak a Wound (Patty's heavy shield)."""
    game = ready()
    fighting_as(lesser=imp_dooms(game, "Vomit"))
    stats = fighters.block(game)
    plain = [
        a.id
        for a in game.guild.adventurers
        if not durability.protection(a.inventory, game.pack.items)
    ]
    assert plain, "seed 5 has an adventurer with no armor or shield"
    assert imps.vomits(game, stats, member(game, "Patty"))
    assert not imps.vomits(game, stats, plain[0])


@pytest.mark.parametrize("filth", [True, False], ids=["piss and shit", "no such doom"])
def test_an_imps_roughhouse_leaves_its_target_stressed(
    fighting_as,  # type: ignore[no-untyped-def]
    filth: bool,
) -> None:
    """p. 266: a successful Roughhouse by an imp also leaves the target Stressed."""
    game = ready()
    fighting_as(lesser=imp_dooms(game, "Piss and Shit") if filth else ())
    offa = member(game, "Offa")
    set_initiative(game, offa, "Two of Cups")
    drawn = tarot.card_named("The Hermit")
    take(game, drawn)
    d = Declared("foes", "foes", "Roughhouse", drawn, targets=((offa, 1),), option="trip")
    antagonists.play(game, d)
    assert game.guild.adventurer(offa).conditions.stressed is filth


@pytest.mark.parametrize("invulnerable", [True, False], ids=["vampire", "goblins"])
def test_the_autoplay_guild_retreats_from_what_none_of_it_can_harm(
    fighting_as,  # type: ignore[no-untyped-def]
    invulnerable: bool,
) -> None:
    """p. 282: with no silver, magic or fire in hand nobody can hurt a vampire, so the bot
    retreats (p. 124) rather than fight on."""
    game = ready()
    fighting_as(notes=(note(game, "vampire", "Invulnerable"),) if invulnerable else ())
    hands = {"Two of Cups": "Six of Wands", "Three of Cups": "Seven of Wands"}
    hands["Four of Cups"] = "Eight of Wands"
    for a, cards in zip(game.guild.adventurers, hands.items(), strict=True):
        give(game, a.id, *cards)
    game.challenge = replace(game.challenge, step="initiative")
    play = skirmish.Skirmisher().next(game)
    assert isinstance(play, cmd.Retreat) is invulnerable


@pytest.mark.parametrize("rotting", [True, False], ids=["zombies", "goblins"])
def test_a_spell_of_joy_does_not_stir_rotting_brains(
    fighting_as,  # type: ignore[no-untyped-def]
    rotting: bool,
) -> None:
    """p. 249 (Rotting Brains): Inspire does nothing to the undead; goblins are moved."""
    game = ready(emotion="anger")
    undead = game.pack.themes["undead"].notes
    fighting_as(notes=tuple(n for n in undead if n.name == "Rotting Brains") if rotting else ())
    mark = len(game.log.events)
    wands._inspire(game, "joy")
    assert (game.meeting.emotion == "anger") is rotting
    assert bool(rulings(game.log.events[mark:], "p. 249")) is rotting


@pytest.mark.parametrize("untouchable", [True, False], ids=["untouchable", "plain brute"])
def test_an_untouchable_brute_lays_a_greater_doom_as_initiative(
    fighting_as,  # type: ignore[no-untyped-def]
    untouchable: bool,
) -> None:
    """p. 250 (Untouchable): the brute may lay a greater doom as its Initiative, so The Star
    (17) stands where a lesser card (at most XIV) would; the odds the menu shows count the
    greater cards too."""
    game = ready()
    fighting_as(greater=(doom(game, "brute", "Untouchable"),) if untouchable else ())
    give(game, GM, "The Magician", "The Star")
    antagonists.lay_initiatives(game)
    laid = game.challenge.group("foes").initiative
    assert laid is not None and laid.value == (17 if untouchable else 1)
    patty = member(game, "Patty")
    (card,) = give(game, patty, "King of Swords")
    game.challenge = replace(game.challenge, step="turn", actor=patty)
    strike = next(p for p in options.plays(game, patty, card) if p.action == "Attack")
    odds = reckoning.reckon(game, patty, card, strike)
    assert odds is not None and odds.total > 14
    assert (odds.chance < 1) is untouchable  # past every lesser card, not every greater one


@pytest.mark.parametrize("trample", [True, False], ids=["trample", "a plain Attack"])
def test_a_trampling_beast_turns_a_missed_attack_on_a_second_adventurer(
    fighting_as,  # type: ignore[no-untyped-def]
    struck: list[str],
    trample: bool,
) -> None:
    """p. 247 (Trample): The Hermit (9) + Swords 4 = 13 misses Patty's Initiative 14 and runs
    on into Offa's 2 — once only, so Svein is not struck."""
    game = ready()
    fighting_as(lesser=(doom(game, "beast", "Trample"),))
    patty, offa, svein = (member(game, n) for n in ("Patty", "Offa", "Svein"))
    set_initiative(game, patty, "King of Cups")
    set_initiative(game, offa, "Two of Cups")
    set_initiative(game, svein, "Three of Cups")
    attack(game, "The Hermit", patty, doom_name="Trample" if trample else None)
    assert struck == ([offa] if trample else [])


@pytest.mark.parametrize("breathless", [True, False], ids=["zombies", "goblins"])
def test_a_stinking_cloud_spares_what_does_not_breathe(
    fighting_as,  # type: ignore[no-untyped-def]
    breathless: bool,
) -> None:
    """p. 249 (Breathless and Undreaming) with p. 208: creatures that do not breathe are
    spared the cloud; Stinking Cloud has no hold on them, and the GM says why."""
    game = ready()
    undead = game.pack.themes["undead"].notes
    kept = tuple(n for n in undead if n.name == "Breathless and Undreaming") if breathless else ()
    fighting_as(notes=kept)
    mark = len(game.log.events)
    assert wands._no_hold(game, "stinking_cloud", None) is breathless
    assert bool(rulings(game.log.events[mark:], "p. 249")) is breathless
    assert not wands._no_hold(game, "withering", None)


def test_no_spell_has_a_hold_on_the_magically_null_statue(
    fighting_as,  # type: ignore[no-untyped-def]
) -> None:
    """p. 254 (Magically Null): magic has no hold on the animate statue, stun or Wound."""
    game = ready()
    fighting_as(notes=(note(game, "animate_statue", "Magically Null"),))
    mark = len(game.log.events)
    assert wands._no_hold(game, "withering", None)
    assert rulings(game.log.events[mark:], "p. 254")


@pytest.mark.parametrize(
    ("who", "wounds", "critical"),
    [("Offa", 3, False), ("Patty", 1, True)],
    ids=["no armor: 3 Wounds", "metal armor: Critical"],
)
def test_the_dragons_breath_of_fire_deals_3_wounds_or_cooks_one_in_metal_armor(
    fighting_as,  # type: ignore[no-untyped-def]
    monkeypatch: pytest.MonkeyPatch,
    who: str,
    wounds: int,
    critical: bool,
) -> None:
    """p. 260: a greater doom with an Attack breathes flame: a hit deals 3 Wounds, or
    Critical damage to one in metal armor (policy: iron or steel; Patty is put in iron)."""
    game = ready()
    fighting_as(greater=(doom(game, "dragon", "Tail Whip"), doom(game, "dragon", "Breath of Fire")))
    target = member(game, who)
    if critical:
        a = game.guild.adventurer(target)
        belt = tuple(
            c.model_copy(update={"item": "armor_iron"}) if c and c.item == "armor_light" else c
            for c in a.inventory.belt
        )
        game.set_adventurer(
            a.model_copy(update={"inventory": a.inventory.model_copy(update={"belt": belt})})
        )
    hits: list[bool] = []
    monkeypatch.setattr(
        harm, "wound_adventurer", lambda game, key, **kw: hits.append(kw.get("critical", False))
    )
    give(game, GM, "The Magician", "The Sun")
    set_initiative(game, target, "Two of Cups", shown=True)
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.doom == "Breath of Fire", "policy: the flame first"
    attack(game, "The Hermit", target, doom_name="Breath of Fire")
    assert hits == [critical] * wounds


@pytest.mark.parametrize("bite", [True, False], ids=["Tail Bite", "plain"])
def test_a_cockatrices_tail_bite_wounds_and_displaces(
    fighting_as,  # type: ignore[no-untyped-def]
    struck: list[str],
    bite: bool,
) -> None:
    """p. 257: a hit with Tail Bite both Wounds the target and Displaces it to a
    neighbouring zone; a plain hit leaves it where it stood."""
    game = ready()
    fighting_as(lesser=(doom(game, "cockatrice", "Tail Bite"),))
    offa = member(game, "Offa")
    set_initiative(game, offa, "Two of Cups")
    start = game.challenge.fighter(offa).zone
    attack(game, "The Hermit", offa, doom_name="Tail Bite" if bite else None)
    assert struck == [offa]
    moved = game.challenge.fighter(offa).zone
    assert (moved in game.challenge.zone(start).neighbours) is bite
    assert (moved == start) is not bite


# --- snares: a hit that lays effects instead of a Wound (pp. 256, 262) --------------------------


def recover(game: Game, who: str) -> None:
    """``who`` Recovers once, on a low card."""
    d = Declared(who, who, "Recover", tarot.card_named("Two of Cups"))
    wands.recover(game, game.challenge.fighter(who), d, None)  # type: ignore[arg-type]


@pytest.mark.parametrize("web", [True, False], ids=["Web", "plain"])
def test_a_brain_spiders_web_roots_without_a_wound_until_four_recovers(
    fighting_as,  # type: ignore[no-untyped-def]
    struck: list[str],
    web: bool,
) -> None:
    """p. 256: a greater doom with an Attack casts a web on one target: a hit deals no
    damage, and the target stays Rooted until every limb is freed, one per Recover (policy:
    four limbs). A plain hit Wounds and roots no one."""
    game = ready()
    fighting_as(greater=(doom(game, "brain_spider", "Tactics"), doom(game, "brain_spider", "Web")))
    offa = member(game, "Offa")
    set_initiative(game, offa, "Two of Cups", shown=True)
    if web:
        give(game, GM, "The Magician", "The Sun")
        plan = antagonists._plan(game, "foes", minor=False)
        assert plan is not None and plan.doom == "Web", "policy: a free target is webbed"
        assert [key for key, _ in plan.targets] == [offa], "a web is cast on one target"
    attack(game, "The Hermit", offa, doom_name="Web" if web else None)
    assert struck == ([] if web else [offa])
    assert ("root" in game.challenge.fighter(offa).effects) is web
    if not web:
        return
    for _ in range(3):
        recover(game, offa)
        assert "root" in game.challenge.fighter(offa).effects, "a limb is still bound"
    recover(game, offa)
    assert "root" not in game.challenge.fighter(offa).effects
    assert offa not in game.challenge.webbed


def test_the_gm_webs_no_one_already_rooted(
    fighting_as,  # type: ignore[no-untyped-def]
) -> None:
    """Policy (p. 114, the GM's choice of doom): a web on one already Rooted lays nothing new,
    so the greater card goes elsewhere."""
    game = ready()
    fighting_as(greater=(doom(game, "brain_spider", "Web"),))
    offa = member(game, "Offa")
    set_initiative(game, offa, "Two of Cups", shown=True)
    harm.afflict(game, offa, "root")
    give(game, GM, "The Magician", "The Sun")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.action == "Attack" and plan.doom != "Web"


@pytest.mark.parametrize("steal", [True, False], ids=["Steal Face", "plain"])
def test_a_face_rat_steals_a_face_blinding_and_silencing_without_a_wound(
    fighting_as,  # type: ignore[no-untyped-def]
    struck: list[str],
    steal: bool,
) -> None:
    """p. 262: a greater doom with an Attack takes the target's face: a hit Blinds and
    Silences instead of Wounding, and the victim Recovers from each on its own."""
    game = ready()
    fighting_as(greater=(doom(game, "face_rat", "Steal Face"),))
    offa = member(game, "Offa")
    set_initiative(game, offa, "Two of Cups", shown=True)
    if steal:
        give(game, GM, "The Magician", "The Sun")
        plan = antagonists._plan(game, "foes", minor=False)
        assert plan is not None and plan.doom == "Steal Face"
    mark = len(game.log.events)
    attack(game, "The Hermit", offa, doom_name="Steal Face" if steal else None)
    assert struck == ([] if steal else [offa])
    laid = {"blind", "silence"} & game.challenge.fighter(offa).effects
    assert laid == ({"blind", "silence"} if steal else set())
    assert bool(rulings(game.log.events[mark:], "p. 262")) is steal
    if not steal:
        return
    recover(game, offa)
    assert len({"blind", "silence"} & game.challenge.fighter(offa).effects) == 1
    recover(game, offa)
    assert not {"blind", "silence"} & game.challenge.fighter(offa).effects


# --- pilfering: a Roughhouse that takes a thing (pp. 262, 281) ---------------------------------


def roughhouse(game: Game, card: str, target: str, *, doom_name: str | None) -> None:
    drawn = tarot.card_named(card)
    take(game, drawn)
    d = Declared("foes", "foes", "Roughhouse", drawn, targets=((target, 1),), doom=doom_name)
    antagonists.play(game, d)
    game.decks = tarot.discard_all(game.decks, (drawn,))


def uids(game: Game, who: str) -> set[int]:
    return {c.uid for c in game.guild.adventurer(who).inventory.things()}


def first_unworn(game: Game, who: str, place: str) -> int:
    worn = {i for i, item in game.pack.items.items() if "worn" in item.tags}
    slots = game.guild.adventurer(who).inventory.slots(place)  # type: ignore[arg-type]
    return next(c.uid for c in slots if c is not None and c.item not in worn)


@pytest.mark.parametrize("how", ["Disarm", "kill", "flee"])
def test_a_face_rats_bad_little_hands_snatch_a_belt_item_until_disarmed_or_killed(
    fighting_as,  # type: ignore[no-untyped-def]
    how: str,
) -> None:
    """p. 262: the face rat's Roughhouse steals one belt item and holds it; Disarming or
    killing the rat gets it back, and a rat that gets away keeps it."""
    game = ready()
    fighting_as(lesser=(doom(game, "face_rat", "Bad Little Hands"),))
    offa = member(game, "Offa")
    set_initiative(game, offa, "Two of Cups", shown=True)
    hold(game, offa, "poultice", "belt")
    thing = first_unworn(game, offa, "belt")
    roughhouse(game, "The Hermit", offa, doom_name="Bad Little Hands")
    assert thing not in uids(game, offa)
    assert [t.holder for t in game.challenge.taken] == [foe(game)]
    assert "trip" not in game.challenge.fighter(offa).effects, "a theft instead of a Trip"
    if how == "Disarm":
        harm.afflict(game, foe(game), "disarm")
        assert thing in uids(game, offa)
    elif how == "kill":
        rat = foe(game)
        harm.harm_foe(game, rat, 5, by=member(game, "Patty"))
        assert game.challenge is None or not game.challenge.fighter(rat).fighting
        assert thing in uids(game, offa)
    else:
        ending.finish(game, "retreat", "the guild runs")
        assert thing not in uids(game, offa)


def test_a_plain_roughhouse_takes_nothing(
    fighting_as,  # type: ignore[no-untyped-def]
) -> None:
    """The same Roughhouse without the doom Trips and takes nothing (p. 117)."""
    game = ready()
    fighting_as(lesser=(doom(game, "face_rat", "Bad Little Hands"),))
    offa = member(game, "Offa")
    set_initiative(game, offa, "Two of Cups", shown=True)
    before = uids(game, offa)
    roughhouse(game, "The Hermit", offa, doom_name=None)
    assert uids(game, offa) == before and not game.challenge.taken


def test_an_ungoats_rummage_drops_a_pack_item_an_adventurer_recovers(
    fighting_as,  # type: ignore[no-untyped-def]
) -> None:
    """p. 281: the ungoat's Roughhouse pulls an item out of the pack and drops it; an
    adventurer's Recover picks it up again. The GM plays the doom once per adventurer
    (policy) on a lesser doom card."""
    game = ready()
    fighting_as(lesser=(doom(game, "ungoat", "Rummage"),))
    offa = member(game, "Offa")
    set_initiative(game, offa, "Two of Cups", shown=True)
    give(game, GM, "Ten of Swords")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and (plan.action, plan.doom) == ("Roughhouse", "Rummage")
    thing = first_unworn(game, offa, "pack")
    roughhouse(game, "The Hermit", offa, doom_name="Rummage")
    assert thing not in uids(game, offa)
    lying = game.challenge.taken[0]
    assert lying.holder is None and lying.zone == game.challenge.fighter(offa).zone
    assert antagonists._plan(game, "foes", minor=False).action != "Roughhouse", "once each"
    recover(game, offa)
    assert not game.challenge.taken
    assert game.pack.items[lying.thing.item].id in {
        c.item for c in game.guild.adventurer(offa).inventory.things()
    }


# --- a way of its own out of the fight (pp. 247, 256, 257) ------------------------------------


def running(game: Game, offa: str) -> tactics.Plan:
    """The band engaged with Offa in zone 0, its hand dealt, about to run."""
    engagement.engage(game, foe(game), offa)
    give(game, GM, "Two of Swords", "The Sun")
    ch = game.challenge
    here = [f for f in ch.members("foes") if f.fighting]
    hand = ch.hand(GM)
    plan = antagonists._flee(game, "foes", here[0].zone, here, tactics.lesser(hand), hand)
    assert plan is not None
    return plan


def health(game: Game, key: str) -> int | None:
    return game.challenge.fighter(key).health


@pytest.mark.parametrize(
    ("owner", "doom_name"),
    [("beast", "Special Locomotion"), ("brain_spider", "Wall Crawling")],
)
def test_a_band_with_a_way_of_its_own_leaves_from_where_it_stands_with_no_free_blow(
    fighting_as,  # type: ignore[no-untyped-def]
    owner: str,
    doom_name: str,
) -> None:
    """pp. 247, 256: a creature that flies, burrows or climbs walls Moves clear of the
    adventurers and out of the area; the guild cannot keep up. Running on foot from the same
    engagement, the band takes a free blow (p. 109)."""
    game = ready()
    fighting_as(lesser=(doom(game, owner, doom_name),))
    offa = member(game, "Offa")
    rat = foe(game)
    plan = running(game, offa)
    assert (plan.action, plan.option, plan.doom) == ("Move", "away", doom_name)
    name = game.challenge.fighter(rat).name
    mark = len(game.log.events)
    antagonists.play(
        game, Declared("foes", "foes", "Move", plan.card, option="away", doom=doom_name)
    )
    assert game.challenge is None or game.challenge.fighter(rat).out == "fled"
    assert wounds_to(game.log.events[mark:], name) == 0, "no free blow"
    assert rulings(game.log.events[mark:], f"p. {256 if owner == 'brain_spider' else 247}")
    plain = ready()
    fighting_as(lesser=())
    engagement.engage(plain, foe(plain), member(plain, "Offa"))
    name = plain.challenge.fighter(foe(plain)).name
    mark = len(plain.log.events)
    antagonists.play(plain, Declared("foes", "foes", "Move", plan.card, option="away"))
    assert wounds_to(plain.log.events[mark:], name) == 1, "on foot, Offa's free blow lands"


def test_a_cockatrice_flutters_free_of_everyone_and_one_zone_off(
    fighting_as,  # type: ignore[no-untyped-def]
) -> None:
    """p. 257: a greater doom played to disengage from every adventurer at once and fly 1
    zone away (policy: the neighbour farthest from the guild), with no free blow."""
    game = ready()
    fighting_as(greater=(doom(game, "cockatrice", "Flutter"),))
    offa = member(game, "Offa")
    bird = foe(game)
    plan = running(game, offa)
    assert (plan.action, plan.doom) == ("Move", "Flutter")
    dest = int(plan.option)
    assert dest in game.challenge.zone(0).neighbours
    before = health(game, bird)
    antagonists.play(
        game, Declared("foes", "foes", "Move", plan.card, option=plan.option, doom="Flutter")
    )
    moved = game.challenge.fighter(bird)
    assert moved.zone == dest and not moved.engaged and moved.health == before
    assert bird not in game.challenge.fighter(offa).engaged


# --- the GM's interrupts (p. 114) ---------------------------------------------------------------


@pytest.mark.parametrize("tactics_doom", [True, False], ids=["Tactics", "plain"])
def test_tactics_buys_an_interrupt_dodge_before_an_adventurers_blow_lands(
    fighting_as,  # type: ignore[no-untyped-def]
    tactics_doom: bool,
) -> None:
    """pp. 114, 256: a greater doom discarded makes one standard action an interrupt: the
    brain spider lays a Dodge before Offa's Attack is revealed, and the blow that would have
    landed on its Initiative is turned aside. Without Tactics the same blow lands."""
    game = ready()
    fighting_as(greater=(doom(game, "brain_spider", "Tactics"),) if tactics_doom else ())
    offa = member(game, "Offa")
    spider = foe(game)
    name = game.challenge.fighter(spider).name
    set_initiative(game, "foes", "Two of Cups", shown=True)
    give(game, GM, "The Sun", "Ten of Wands")
    drawn = tarot.card_named("Seven of Swords")
    take(game, drawn)
    d = Declared(offa, "guild", "Attack", drawn, targets=((spider, 1),))
    game.challenge = replace(game.challenge, step="acting", queue=(d,), actor=offa)
    mark = len(game.log.events)
    challenge.advance(game)
    events = game.log.events[mark:]
    assert bool(rulings(events, "p. 114")) is tactics_doom
    assert (wounds_to(events, name) == 0) is tactics_doom
    if tactics_doom:
        assert tarot.card_named("The Sun") in game.decks.deck("major").discard_pile
