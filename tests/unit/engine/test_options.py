"""``worm.engine.options``: the plays a card has now, and what the fight waits on.

Soundness: every play listed is one the engine accepts — each is sent with ``game.execute`` to
its own copy of the game at that moment (a minor action is then revealed too, so one that
would fail when it resolves is caught), in fights set up by hand and in fights the autoplay
bot plays out. Purity: listing changes nothing (events, decks, hands, guild). Completeness:
spot checks that what the engine takes is listed. The quick guild of seed 2 (see
test_challenge_actions.py): Bryonie (Wands 4, every realm's magic, Gramarye), Bidziil
(hammer), Gunhild (dagger); the stand-in monster fights as the book's goblins unless a test
says otherwise.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from tests.unit.engine.fight_kit import (
    accounted,
    clear_hands,
    fight,
    give,
    goblins,  # noqa: F401 (fixture)
    set_initiative,
    set_parts,
)
from tests.unit.engine.test_crawl import EVERY_EVENT
from worm import content, tarot
from worm.engine import challenge, options
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions import catalogue, dirty, fighters, harm, wands
from worm.engine.actions import pentacles as pentacles_actions
from worm.engine.autoplay import Autoplay
from worm.engine.options import PlayOption
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.challenge import GM, Declared
from worm.model.crawl import Pending
from worm.model.inventory import Carried
from worm.rules import fate

MONSTERS = sorted(content.default().monsters)


# --- checking plays against the engine ---------------------------------------------------------


def clone(game: Game) -> Game:
    """The game at this moment, to play one option on (the content pack and the generated
    Underworld, which no command changes, are shared). ``test_a_copy_plays_as_a_rebuilt_game``
    shows a copy answers as the same game rebuilt from its seed and commands."""
    memo = {id(game.pack): game.pack}
    world = getattr(game, "_world", None)
    if world is not None:
        memo[id(world)] = world
    return copy.deepcopy(game, memo)


def command(
    who: str, card: tarot.Card, o: PlayOption, *, minor: bool = False, fool: bool = False
) -> cmd.Play:
    return cmd.Play(
        who=who,
        card=card.name,
        action=o.action,  # type: ignore[arg-type]
        target=o.target,
        option=o.option,
        minor=minor,
        fool=fool,
        part=o.part,
    )


def state(game: Game) -> tuple[object, ...]:
    return (list(game.log.events), game.decks, game.challenge, game.guild, game.pending)


def listed(
    game: Game, who: str, card: tarot.Card, *, minor: bool = False, fool: bool = False
) -> list[PlayOption]:
    """``options.plays``, checked to change nothing and to name legal, distinct plays."""
    before = state(game)
    found = options.plays(game, who, card, minor=minor, fool=fool)
    after = state(game)
    assert after[0] == before[0] and all(a is b for a, b in zip(after[1:], before[1:], strict=True))
    keys = [(o.action, o.target, o.option, o.part) for o in found]
    assert len(keys) == len(set(keys)), "a play is listed twice"
    order = [list(catalogue.CATALOGUE).index(o.action) for o in found]
    assert order == sorted(order), "plays are grouped by action in the catalogue's order"
    assert all(o.label for o in found)
    beasts = [c for c in game.guild.companions_of(who) if c.obeys]
    assert beasts or all(o.action != "Command" for o in found), "Command without an animal"
    assert all(o.face_down == catalogue.spec(o.action).face_down for o in found)
    return found


def accepted(
    game: Game,
    who: str,
    card: tarot.Card,
    found: list[PlayOption],
    *,
    minor: bool = False,
    fool: bool = False,
) -> None:
    """Each play, sent on its own copy of the game, is accepted; a minor action declared is
    then revealed (the window closed) and must resolve without a refusal."""
    for o in found:
        trial = clone(game)
        try:
            trial.execute(command(who, card, o, minor=minor, fool=fool))
            if minor and trial.challenge is not None and trial.challenge.step == "minor":
                trial.execute(cmd.Pass())
        except IllegalCommand as refusal:
            raise AssertionError(f"{o} with {card.name} for {who} was refused: {refusal}") from None


def who_can_play(game: Game) -> Iterator[tuple[str, bool, bool]]:
    """(adventurer, minor, fool) for everyone who may play a card at this moment."""
    prompt = options.turn_of(game)
    if prompt.kind == "turn":
        yield prompt.who[0], False, False
    if prompt.kind == "minor":
        for who in prompt.who:
            yield who, True, False
    for who in prompt.fool:
        yield who, False, True


def check_moment(game: Game, pick: int | None = None) -> int:
    """Every play of every card (or only the ``pick``-th of each hand) of everyone who may
    play now is accepted; the number of plays checked."""
    checked = 0
    for who, minor, fool in who_can_play(game):
        hand = game.challenge.hand(who)
        cards = hand if pick is None else (hand[pick % len(hand)],)
        for card in cards:
            found = listed(game, who, card, minor=minor, fool=fool)
            accepted(game, who, card, found, minor=minor, fool=fool)
            checked += len(found)
    return checked


def moments(game: Game, limit: int) -> Iterator[Game]:
    """Play the fight on with the autoplay bot; stop at each of the first ``limit`` moments
    when an adventurer may play a card."""
    bot = Autoplay()
    met = 0
    for _ in range(600):
        if game.challenge is None or game.phase != "challenge" or met >= limit:
            return
        if game.pending is None and options.turn_of(game).kind in ("turn", "minor", "fool"):
            met += 1
            yield game
        sent = bot.next(game)
        if sent is None:
            return
        try:
            game.execute(sent)
        except IllegalCommand:
            bot.refused(game, sent)


# --- a moment set up by hand -------------------------------------------------------------------


def ready(seed: int = 2, *, count: int = 3) -> Game:
    """Seed ``seed``'s guild and ``count`` goblins, no scenery, everyone at the threshold,
    Initiatives laid (the band on Temperance) and every hand empty."""
    game = fight(seed, count=count, size=3)
    ch = game.challenge
    game.challenge = replace(
        ch,
        zones=tuple(replace(z, scenery=(), rules=frozenset()) for z in ch.zones),
        fighters=tuple(replace(f, zone=0) for f in ch.fighters),
    )
    clear_hands(game)
    set_initiative(game, "foes", "Temperance")
    for f, card in zip(
        game.challenge.side("guild"),
        ("Ace of Swords", "Ace of Pentacles", "Ace of Wands"),
        strict=False,
    ):
        set_initiative(game, f.key, card)
    return game


def key(game: Game, name: str) -> str:
    return next(a.id for a in game.guild.adventurers if a.name.startswith(name))


def at(game: Game, who: str, step: str) -> str:
    """It is ``who``'s turn (``step`` "turn"), or ``who`` has just acted ("minor")."""
    k = key(game, who)
    ch = game.challenge
    ch = ch.with_group(replace(ch.group(k), acted=True, shown=True))
    game.challenge = replace(ch, step=step, window=step == "minor", actor=k, spent=frozenset({k}))  # type: ignore[arg-type]
    return k


def hold(game: Game, who: str, *items: str) -> None:
    """Put ``items`` in ``who``'s hands (whatever they held is dropped)."""
    a = game.guild.adventurer(key(game, who))
    uid = a.inventory.next_uid()
    hands: list[Carried | None] = []
    for item in items:
        hands.extend([Carried(uid=uid, item=item)] * max(1, game.pack.items[item].hands))
        uid += 1
    inventory = a.inventory.model_copy(update={"hands": tuple((hands + [None, None])[:2])})
    game.set_adventurer(a.model_copy(update={"inventory": inventory}))


def card(name: str) -> tarot.Card:
    return tarot.card_named(name)


def plays_of(game: Game, who: str, name: str, **kw: bool) -> list[PlayOption]:
    found = listed(game, key(game, who), card(name), **kw)
    accepted(game, key(game, who), card(name), found, **kw)
    return found


def triples(found: list[PlayOption], action: str) -> set[tuple[str | None, str | None]]:
    return {(o.target, o.option) for o in found if o.action == action}


# --- completeness and soundness, moment by moment ---------------------------------------------


@pytest.mark.usefixtures("goblins")
def test_a_minor_action_is_listed_only_with_a_card_of_its_suit() -> None:
    game = ready()
    at(game, "Bidziil", "minor")
    give(game, key(game, "Gunhild"), "Five of Cups", "Five of Swords", "Five of Pentacles")
    cups = plays_of(game, "Gunhild", "Five of Cups", minor=True)
    swords = plays_of(game, "Gunhild", "Five of Swords", minor=True)
    pentacles = plays_of(game, "Gunhild", "Five of Pentacles", minor=True)
    foes = {f.key for f in game.challenge.side("foes")}
    assert not triples(cups, "Attack") and not triples(pentacles, "Attack")
    assert {t for t, _ in triples(swords, "Attack")} == foes
    assert triples(pentacles, "Dodge") and not triples(swords, "Dodge")
    dirty_tricks = {"exhaust", "silence"}  # Fight Dirty's (p. 74); a goblin has no Notch to take
    known = dirty.knows(game.guild.adventurer(key(game, "Gunhild")))
    assert {o for _, o in triples(pentacles, "Roughhouse")} == set(pentacles_actions.ROUGHHOUSE) | (
        dirty_tricks if known else set()
    )
    for found in (cups, swords, pentacles):  # miscellaneous actions take any suit
        assert triples(found, "Trivial Action") and triples(found, "Move")
    assert {o for _, o in triples(swords, "Vigilance")} == {"Attack"}
    assert {o for _, o in triples(pentacles, "Vigilance")} == {"Roughhouse"}
    with pytest.raises(IllegalCommand, match="needs a card of Swords"):
        game.execute(
            cmd.Play(
                who=key(game, "Gunhild"),
                card="Five of Cups",
                action="Attack",
                target="foes.1",
                minor=True,
            )
        )
    accounted(game)


@pytest.mark.usefixtures("goblins")
def test_gramarye_lists_a_wands_attack_as_a_minor_action() -> None:
    game = ready()
    at(game, "Bidziil", "minor")
    give(game, key(game, "Bryonie"), "Seven of Wands")
    assert triples(plays_of(game, "Bryonie", "Seven of Wands", minor=True), "Attack")


@pytest.mark.usefixtures("goblins")
def test_on_your_turn_any_suit_serves_and_the_others_may_not_play() -> None:
    game = ready()
    at(game, "Bidziil", "turn")
    give(game, key(game, "Bidziil"), "Two of Cups")
    give(game, key(game, "Gunhild"), "Nine of Swords")
    mine = plays_of(game, "Bidziil", "Two of Cups")
    assert triples(mine, "Attack") and triples(mine, "Dodge") and triples(mine, "Banter")
    assert options.plays(game, key(game, "Bidziil"), card("Two of Cups"), minor=True) == []
    assert options.plays(game, key(game, "Gunhild"), card("Nine of Swords")) == []
    assert options.plays(game, key(game, "Gunhild"), card("Nine of Swords"), minor=True) == []
    assert options.plays(game, key(game, "Bidziil"), card("Ace of Cups")) == []  # not held
    assert options.actions_for(game, key(game, "Bidziil"), card("Two of Cups"))[:2] == [
        "Attack",
        "Riposte",
    ]


@pytest.mark.usefixtures("goblins")
def test_move_lists_each_neighbouring_zone_and_dash_those_two_away() -> None:
    game = ready()
    me = at(game, "Gunhild", "turn")
    give(game, me, "Two of Cups")
    found = plays_of(game, "Gunhild", "Two of Cups")
    ch = game.challenge
    here = ch.zone(0)
    # each zone is offered once, by its number or, where the number reads as another zone
    # (a name holding that digit, as "the way to 103" does), by its name
    ids = {z.name: str(z.id) for z in ch.zones}

    def zones(action: str) -> list[str | None]:
        return sorted((ids.get(o, o) for _, o in triples(found, action) if o), key=str)

    assert zones("Move") == sorted(str(z) for z in here.neighbours)
    two = {far for near in here.neighbours for far in ch.zone(near).neighbours}
    assert zones("Dash") == sorted(str(z) for z in (set(here.neighbours) | two) - {0})
    assert (None, None) in triples(found, "Avoid")
    assert zones("Avoid") == sorted(str(z) for z in here.neighbours)
    labels = {o.label for o in found if o.action == "Move"}
    assert labels == {f"Move → {ch.zone(z).name}" for z in here.neighbours}


@pytest.mark.usefixtures("goblins")
def test_a_zone_whose_name_holds_another_zones_number_takes_no_number_but_its_own() -> None:
    """Play-test (seed 1): a number was read as any zone whose name held its digits, so the
    menu had to offer such a zone by its name; now the number is that zone's alone."""
    game = ready()
    me = at(game, "Gunhild", "turn")
    give(game, me, "Two of Cups")
    ch = game.challenge
    low, high = sorted(ch.zone(0).neighbours)[:2]
    decoy = f"the way to {high}{high}"  # its name holds the other zone's number
    zones = tuple(replace(z, name=decoy) if z.id == low else z for z in ch.zones)
    game.challenge = replace(ch, zones=zones)
    moves = {
        o.option: o.label for o in plays_of(game, "Gunhild", "Two of Cups") if o.action == "Move"
    }
    assert moves[str(low)] == f"Move → {decoy}"
    assert moves[str(high)] == f"Move → {zones[high].name}"
    assert len(moves) == len(ch.zone(0).neighbours)  # every neighbour once, by its number


@pytest.mark.usefixtures("goblins")
def test_a_dagger_lists_the_throw_and_a_hammer_does_not() -> None:
    game = ready()
    at(game, "Gunhild", "turn")
    give(game, key(game, "Gunhild"), "Knight of Cups")
    thrown = {
        t for t, o in triples(plays_of(game, "Gunhild", "Knight of Cups"), "Attack") if o == "throw"
    }
    assert thrown == {f.key for f in game.challenge.side("foes")}
    game = ready()
    at(game, "Bidziil", "turn")
    give(game, key(game, "Bidziil"), "Knight of Cups")
    assert all(o is None for _, o in triples(plays_of(game, "Bidziil", "Knight of Cups"), "Attack"))


@pytest.mark.usefixtures("goblins")
def test_a_foe_out_of_reach_is_no_target_for_a_blade() -> None:
    game = ready()
    ch = game.challenge
    game.challenge = ch.with_fighter(replace(ch.fighter("foes.3"), zone=ch.zone(0).neighbours[0]))
    game.meeting = replace(game.meeting, tongues=("vulgaris",))  # words they follow (p. 29)
    at(game, "Bidziil", "turn")
    give(game, key(game, "Bidziil"), "Knight of Cups")
    found = plays_of(game, "Bidziil", "Knight of Cups")
    assert {t for t, _ in triples(found, "Attack")} == {"foes.1", "foes.2"}
    assert "foes.3" not in {t for t, _ in triples(found, "Roughhouse")}
    assert [o.option for o in found if o.action == "Banter"] == list(wands.INTENTS)


@pytest.mark.usefixtures("goblins")
def test_aim_needs_a_bow_and_guard_a_shield() -> None:
    game = ready()
    at(game, "Gunhild", "turn")
    give(game, key(game, "Gunhild"), "Knight of Cups")
    found = plays_of(game, "Gunhild", "Knight of Cups")
    assert not triples(found, "Aim") and not triples(found, "Guard")
    hold(game, "Gunhild", "bow")
    found = plays_of(game, "Gunhild", "Knight of Cups")
    assert {t for t, _ in triples(found, "Aim")} == {f.key for f in game.challenge.side("foes")}
    assert all(o.label.startswith("Shoot") for o in found if o.action == "Attack")
    shield = next(i.id for i in game.pack.items.values() if "shield" in i.tags)
    hold(game, "Gunhild", "dagger", shield)
    assert triples(plays_of(game, "Gunhild", "Knight of Cups"), "Guard") == {(None, None)}


@pytest.mark.usefixtures("goblins")
def test_dodge_and_aid_name_the_guild_mates() -> None:
    game = ready()
    me = at(game, "Gunhild", "turn")
    give(game, me, "Knight of Cups")
    found = plays_of(game, "Gunhild", "Knight of Cups")
    mates = {f.key for f in game.challenge.side("guild")} - {me}
    assert triples(found, "Dodge") == {(None, None)} | {(m, None) for m in mates}
    assert triples(found, "Aid Another") == {(m, None) for m in mates}
    assert all(o.face_down for o in found if o.action in ("Dodge", "Aid Another"))
    assert not any(o.face_down for o in found if o.action == "Attack")


@pytest.mark.usefixtures("goblins")
def test_banter_is_one_play_per_intent_and_the_mindless_hear_only_threats(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = ready()
    at(game, "Bryonie", "turn")
    give(game, key(game, "Bryonie"), "Knight of Cups")
    game.meeting = replace(game.meeting, tongues=("vulgaris",))  # words they follow (p. 29)
    found = plays_of(game, "Bryonie", "Knight of Cups")
    assert [o.option for o in found if o.action == "Banter"] == list(wands.INTENTS)
    real = fighters.block

    def mindless(g: Game, band: str = "foes"):  # type: ignore[no-untyped-def]
        return replace(real(g, band), mindless=True)

    monkeypatch.setattr(fighters, "block", mindless)
    found = plays_of(game, "Bryonie", "Knight of Cups")
    assert [o.option for o in found if o.action == "Banter"] == ["intimidate"]


@pytest.mark.usefixtures("goblins")
def test_recover_names_what_it_shakes_off() -> None:
    game = ready()
    me = at(game, "Gunhild", "turn")
    give(game, me, "Knight of Cups")
    assert not triples(plays_of(game, "Gunhild", "Knight of Cups"), "Recover")
    ch = game.challenge
    game.challenge = ch.with_fighter(replace(ch.fighter(me), effects=frozenset({"trip"})))
    found = [o for o in plays_of(game, "Gunhild", "Knight of Cups") if o.action == "Recover"]
    assert [o.label for o in found] == [f"Recover from {game.pack.effects['trip'].name}"]


@pytest.mark.usefixtures("goblins")
def test_items_in_the_pack_can_be_pulled_and_a_poultice_goes_to_the_dying() -> None:
    game = ready()
    me = at(game, "Gunhild", "turn")
    give(game, me, "Knight of Cups")
    a = game.guild.adventurer(me)
    packed = {c.item for c in a.inventory.pack if c is not None}
    found = plays_of(game, "Gunhild", "Knight of Cups")
    assert {o for _, o in triples(found, "Pull Item from Pack")} <= packed
    assert triples(found, "Pull Item from Pack")
    assert not any(o.option == "poultice" for o in found if o.action == "Use Item")
    dying = key(game, "Bidziil")
    b = game.guild.adventurer(dying)
    game.set_adventurer(
        b.model_copy(update={"conditions": b.conditions.model_copy(update={"deaths_door": True})})
    )
    harm.sync(game)
    assert game.challenge.fighter(dying).out == "down"
    if not any(c.item == "poultice" for c in a.inventory.things()):
        pytest.skip("Gunhild carries no poultice")
    found = plays_of(game, "Gunhild", "Knight of Cups")
    assert triples(found, "Use Item") >= {(dying, "poultice")}
    assert not any(
        o.option == "poultice" and o.target != dying for o in found if o.action == "Use Item"
    )


@pytest.mark.usefixtures("goblins")
def test_a_caster_with_a_free_hand_lists_her_spells_at_their_targets() -> None:
    game = ready()
    me = at(game, "Bryonie", "turn")
    give(game, me, "Knight of Cups")
    hold(game, "Bryonie")
    found = plays_of(game, "Bryonie", "Knight of Cups")
    spells = game.pack.spells
    cast = [o for o in found if o.action == "Speak Incantation"]
    assert cast
    foes = {f.key for f in game.challenge.side("foes")}
    for o in cast:
        target = spells[o.option].challenge.target  # type: ignore[index, union-attr]
        if target == "foe":
            assert o.target in foes
        elif target == "self":
            assert o.target is None
    hold(game, "Bryonie", "dagger", "dagger")
    assert not triples(plays_of(game, "Bryonie", "Knight of Cups"), "Speak Incantation")


@pytest.mark.usefixtures("goblins")
def test_the_fool_itself_has_no_plays_and_with_it_any_card_acts_out_of_turn() -> None:
    game = ready()
    at(game, "Bidziil", "minor")
    gunhild = key(game, "Gunhild")
    give(game, gunhild, "The Fool", "Five of Cups")
    assert options.plays(game, gunhild, tarot.FOOL) == []
    assert options.plays(game, gunhild, tarot.FOOL, minor=True) == []
    with_fool = plays_of(game, "Gunhild", "Five of Cups", fool=True)
    assert triples(with_fool, "Attack")  # not bound to the suit: an extra turn (p. 114)
    assert not triples(plays_of(game, "Gunhild", "Five of Cups", minor=True), "Attack")
    give(game, key(game, "Bryonie"), "Five of Swords")
    assert options.plays(game, key(game, "Bryonie"), card("Five of Swords"), fool=True) == []


@pytest.mark.usefixtures("goblins")
def test_the_fool_interrupts_a_blow_aimed_at_the_guild() -> None:
    game = ready(count=6)
    bryonie, gunhild = key(game, "Bryonie"), key(game, "Gunhild")
    give(game, bryonie, "The Fool", "Ten of Swords")
    death = give(game, GM, "Death")[0]
    game.challenge = game.challenge.with_hand(GM, ())
    blow = Declared("foes", "foes", "Attack", death, minor=True, targets=((gunhild, 4),))
    ch = game.challenge
    game.challenge = replace(
        ch,
        step="reveal",
        queue=(blow,),
        count=5,
        groups=tuple(replace(g, acted=True) for g in ch.groups),
    )
    challenge.advance(game)
    prompt = options.turn_of(game)
    assert (prompt.kind, prompt.who, prompt.aimed_at) == ("fool", (bryonie,), (gunhild,))
    assert options.plays(game, bryonie, card("Ten of Swords")) == []  # only with the Fool
    found = plays_of(game, "Bryonie", "Ten of Swords", fool=True)
    assert (gunhild, None) in triples(found, "Dodge")
    assert check_moment(game) == len(found)


@pytest.mark.usefixtures("goblins")
def test_a_vigilant_strike_that_ends_the_fight_ends_the_count_too() -> None:
    """Regression: the band's turn came to nothing when the vigilant adventurer's strike had
    just ended the fight, and the count went on without a Challenge (a crash)."""
    game = ready(count=1)
    set_initiative(game, "foes", "The Magician")
    set_parts(game, "foes.1", 1, 0)
    ch = game.challenge
    game.challenge = replace(
        ch, groups=tuple(replace(g, acted=g.side == "guild") for g in ch.groups)
    )
    at(game, "Bidziil", "minor")
    gunhild = key(game, "Gunhild")
    give(game, gunhild, "Nine of Swords")
    give(game, GM, "Death")
    vigil = next(
        o
        for o in plays_of(game, "Gunhild", "Nine of Swords", minor=True)
        if o.action == "Vigilance"
    )
    # the watch the fight took brings nothing (seed 2's table now has an encounter on the card
    # the GM would draw): a Challenge afterwards would be a new fight, not the count going on
    game.states[game.depth] = replace(game.state, marked=EVERY_EVENT)
    events = game.execute(command(gunhild, card("Nine of Swords"), vigil, minor=True))
    assert any(isinstance(e, ev.Gm) and "vigilance springs" in e.why for e in events)
    assert game.challenge is None and game.phase != "challenge"


# --- turn_of -------------------------------------------------------------------------------------


def test_turn_of_follows_the_fight_from_initiative_to_its_end() -> None:
    game = fight(3, count=2, size=2)
    prompt = options.turn_of(game)
    guild = tuple(f.key for f in game.challenge.side("guild"))
    assert (prompt.kind, prompt.who) == ("initiative", guild)
    assert prompt.text == challenge.waiting_on(game)
    kinds = set()
    bot = Autoplay()
    for _ in range(600):
        if game.challenge is None:
            break
        prompt = options.turn_of(game)
        kinds.add(prompt.kind)
        ch = game.challenge
        if prompt.kind == "turn":
            assert prompt.who == (ch.actor,) and ch.step == "turn"
        elif prompt.kind == "minor":
            assert ch.step == "minor" and prompt.who
            assert all(w not in ch.spent and ch.hand(w) for w in prompt.who)
        elif prompt.kind == "initiative":
            assert set(prompt.who) == {
                f.key for f in ch.side("guild") if ch.group(f.key).initiative is None
            }
        elif prompt.kind == "test":
            assert game.pending is not None
        sent = bot.next(game)
        assert sent is not None
        try:
            game.execute(sent)
        except IllegalCommand:
            bot.refused(game, sent)
    assert {"initiative", "turn"} <= kinds
    assert game.challenge is None
    over = options.turn_of(game)
    assert (over.kind, over.who) == ("none", ())


@pytest.mark.usefixtures("goblins")
def test_turn_of_names_the_turn_the_window_and_a_waiting_test() -> None:
    game = ready()
    bidziil = at(game, "Bidziil", "turn")
    give(game, bidziil, "Two of Cups")
    assert options.turn_of(game).kind == "turn"
    assert options.turn_of(game).who == (bidziil,)
    at(game, "Bidziil", "minor")
    give(game, key(game, "Gunhild"), "Two of Swords")
    prompt = options.turn_of(game)
    assert (prompt.kind, prompt.who) == ("minor", (key(game, "Gunhild"),))
    give(game, key(game, "Gunhild"), "Two of Swords", "The Fool")
    assert options.turn_of(game).fool == (key(game, "Gunhild"),)
    game.challenge = replace(game.challenge, step="count")
    assert options.turn_of(game).kind == "none"
    game.challenge = replace(game.challenge, step="turn", actor=bidziil)
    short = fate.resolve("pentacles", 1, 0, card("Two of Swords"), bidziil)
    game.pending = Pending(
        short, cmd.TestFate(who=bidziil, attribute="pentacles"), fate.Modifiers()
    )
    prompt = options.turn_of(game)
    assert (prompt.kind, prompt.who) == ("test", (bidziil,))


# --- many moments of many fights ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("seed", "creature", "count"),
    [(1, "forest_imps", 4), (2, MONSTERS[3], 3), (5, MONSTERS[-1], 2), (8, MONSTERS[7], 5)],
)
def test_every_play_listed_in_an_autoplayed_fight_is_accepted(
    seed: int, creature: str, count: int
) -> None:
    game = fight(seed, count=count, size=3, creature=creature)
    checked = sum(check_moment(g) for g in moments(game, 3))
    assert checked > 20


def test_a_copy_plays_as_a_rebuilt_game() -> None:
    """The copies the checks play on answer as the game rebuilt from its seed and commands."""
    sent: list[cmd.Command] = []
    game = fight(4, count=3, size=3)
    bot = Autoplay()
    while options.turn_of(game).kind != "turn":
        step = bot.next(game)
        assert step is not None
        try:
            game.execute(step)
            sent.append(step)
        except IllegalCommand:
            bot.refused(game, step)

    def rebuilt() -> Game:
        again = fight(4, count=3, size=3)
        for step in sent:
            again.execute(step)
        return again

    who = options.turn_of(game).who[0]
    first = game.challenge.hand(who)[0]
    found = options.plays(game, who, first)
    assert found == options.plays(rebuilt(), who, first)
    for o in found[:: max(1, len(found) // 8)]:
        copied = clone(game).execute(command(who, first, o))
        assert rebuilt().execute(command(who, first, o)) == copied


@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    phases=(Phase.explicit, Phase.reuse, Phase.generate),
)  # a fight is slow to shrink
@given(
    seed=st.integers(0, 2**32),
    monster=st.sampled_from(MONSTERS),
    count=st.integers(1, 6),
    size=st.integers(1, 4),
    pick=st.integers(0, 3),
)
def test_any_fight_lists_only_plays_the_engine_accepts(
    seed: int, monster: str, count: int, size: int, pick: int
) -> None:
    game = fight(seed, count=count, size=size, creature=monster)
    for moment in moments(game, 2):
        check_moment(moment, pick)
