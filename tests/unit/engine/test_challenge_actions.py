"""Every Challenge Action and the rules around it, played through the engine (pp. 108–126).

Each test sets a moment of a fight up by hand (the cards in the hands and on the table, whose
turn it is), plays it with ``game.execute`` the way a player would, or resolves a foe's action
the way the count does, and checks what the events and the state say. The quick guilds:

- seed 1: Clive (bow and light shield, Swords 4), Sabor (dagger, holds the lantern), Ituha
  (crossbow, Swords 2);
- seed 2: Bryonie (Wands 4, every realm's magic, Gramarye; holds the lantern, her polearm on the
  belt), Bidziil (hammer, Swords 3, Cups 4), Gunhild (dagger, Pentacles 4, Swords 1);
- seed 5: Patty (blade and heavy shield, Swords 4), Offa (dagger), Svein (dagger, Swords 2).

The stand-in monster fights as the book's goblins (Swords 4, HD 2/1) unless a test says not.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import (
    REAL,
    STAND_IN,
    accounted,
    clear_hands,
    fight,
    give,
    goblins,  # noqa: F401 (fixture)
    goblins_block,
    set_initiative,
    set_parts,
    swap_statblock,
    take,
)
from worm import tarot
from worm.engine import challenge, kit
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions import engagement, fighters, harm
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import foes
from worm.model.challenge import GM, Declared, Zone
from worm.model.inventory import Carried
from worm.model.level import Kin
from worm.rules import durability, pack_space
from worm.text import fight as fight_words

pytestmark = pytest.mark.usefixtures("goblins")


# --- setting a moment up -----------------------------------------------------------------------


def ready(
    seed: int = 2, *, count: int = 3, emotion: str = "anger", others: tuple[Kin, ...] = ()
) -> Game:
    """A fight with no scenery, everyone in the first zone, fresh and with every hand empty;
    ``others``: more bands beside the first (a mixed fight, p. 121)."""
    game = fight(seed, count=count, size=3, emotion=emotion, others=others)
    ch = game.challenge
    game.challenge = replace(
        ch,
        zones=tuple(replace(z, scenery=(), rules=frozenset()) for z in ch.zones),
        fighters=tuple(replace(f, zone=0) for f in ch.fighters),
    )
    clear_hands(game)
    fresh(game)
    return game


def fresh(game: Game) -> None:
    """No one Exhausted by what befell the guild on its way down (seed 1's entrance watch
    draws a hazard whose failure Exhausts everyone; which one depends on the level)."""
    for a in game.guild.adventurers:
        effects = tuple(e for e in a.effects if e.id != "exhaust")
        game.set_adventurer(a.model_copy(update={"effects": effects}))


def gunhild_first() -> Game:
    """Seed 2's guild against three goblins: the band on Temperance (XIV), Gunhild on 2,
    Bidziil on 3, Bryonie on 4."""
    game = ready()
    lay(game, "Temperance", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    return game


def key(game: Game, name: str) -> str:
    return next(a.id for a in game.guild.adventurers if a.name.startswith(name))


def name_of(game: Game, who: str) -> str:
    return game.guild.adventurer(key(game, who)).name


def lay(game: Game, foes_card: str, **cards: str) -> None:
    """Initiatives for the band and for adventurers named by first name."""
    set_initiative(game, "foes", foes_card)
    for who, card in cards.items():
        set_initiative(game, key(game, who), card)


def hand(game: Game, who: str, *cards: str) -> None:
    give(game, key(game, who), *cards)


def _at(game: Game, who: str, step: str) -> str:
    k = key(game, who)
    ch = game.challenge
    group = ch.group(k)
    ch = ch.with_group(replace(group, acted=True, shown=True))
    value = group.initiative.value if group.initiative else 0
    game.challenge = replace(
        ch, step=step, window=step == "minor", actor=k, spent=frozenset({k}), count=value
    )  # type: ignore[arg-type]
    return k


def turn(game: Game, who: str) -> str:
    """It is ``who``'s turn (their Initiative called and turned up)."""
    return _at(game, who, "turn")


def window(game: Game, who: str) -> str:
    """``who`` has just acted: the window for minor actions is open."""
    return _at(game, who, "minor")


def play(game: Game, who: str, card: str, action: str, **kw: object) -> list[ev.Event]:
    return game.execute(
        cmd.Play(
            who=key(game, who),
            card=card,
            action=action,  # type: ignore[arg-type]
            **kw,
        )
    )


def gm(
    game: Game,
    action: str,
    card: str,
    targets: list[tuple[str, int]],
    *,
    minor: bool = True,
    option: str | None = None,
) -> list[ev.Event]:
    """The band reveals ``action`` with ``card`` (as the count would) and it resolves."""
    drawn = tarot.card_named(card)
    take(game, drawn)
    declared = Declared(
        "foes", "foes", action, drawn, minor=minor, targets=tuple(targets), option=option
    )
    mark = len(game.log.events)
    challenge.reveal(game, declared)
    return game.log.events[mark:]


def hold(game: Game, who: str, *items: str) -> None:
    """Put ``items`` in ``who``'s hands; a lit light displaced stays lit about them."""
    a = game.guild.adventurer(key(game, who))
    inventory = a.inventory
    lit = tuple(dict.fromkeys(c for c in inventory.hands if c is not None and c.lit))
    uid = inventory.next_uid()
    hands: list[Carried | None] = []
    for item in items:
        carried = Carried(uid=uid, item=item)
        uid += 1
        hands.extend([carried] * max(1, game.pack.items[item].hands))
    hands = (hands + [None, None])[:2]
    inventory = inventory.model_copy(
        update={"hands": tuple(hands), "worn": (*inventory.worn, *lit)}
    )
    game.set_adventurer(a.model_copy(update={"inventory": inventory}))


def on_top(game: Game, *names: str) -> None:
    """The minor deck's next draws are ``names``, in order (no Fool owed: a test of fate
    would settle that debt at once and shuffle the cards away)."""
    no_fool_this_round(game)
    cards = [tarot.card_named(n) for n in names]
    deck = game.decks.minor
    assert all(c in deck.draw_pile or c in deck.discard_pile for c in cards)
    rest = tuple(c for c in deck.draw_pile if c not in cards)
    discard = tuple(c for c in deck.discard_pile if c not in cards)
    game.decks = game.decks.replace(tarot.Deck("minor", (*cards, *rest), discard, deck.elsewhere))


def become(monkeypatch: pytest.MonkeyPatch, make: Callable[[object], foes.Statblock]) -> None:
    """The stand-in monster fights with the stat block ``make`` builds."""

    def patched(pack: object, creature: str, *, common: bool = False) -> foes.Statblock:
        if creature == STAND_IN:
            return make(pack)
        return REAL(pack, creature, common=common)  # type: ignore[arg-type]

    swap_statblock(monkeypatch, patched)


def acts(events: list[ev.Event], action: str, who: str | None = None) -> list[ev.Action]:
    return [
        e
        for e in events
        if isinstance(e, ev.Action) and e.action == action and (who is None or e.who == who)
    ]


def wounds(events: list[ev.Event], who: str) -> list[ev.Wound]:
    return [e for e in events if isinstance(e, ev.Wound) and e.who == who]


def rulings(events: list[ev.Event], words: str) -> list[ev.Gm]:
    return [e for e in events if isinstance(e, ev.Gm) and words in e.why]


def said(events: list[ev.Event], words: str) -> bool:
    return any(isinstance(e, ev.Narration) and words in e.text for e in events)


def fighter(game: Game, who: str):  # type: ignore[no-untyped-def]
    return game.challenge.fighter(key(game, who) if not who.startswith("foes.") else who)


def everyone_acted_but(game: Game, who: str) -> None:
    ch = game.challenge
    k = key(game, who)
    game.challenge = replace(ch, groups=tuple(replace(g, acted=g.key != k) for g in ch.groups))


def no_fool_this_round(game: Game) -> None:
    """Keep the decks as they are at the round's end (no reshuffle owed)."""
    game.decks = replace(game.decks, fool_drawn=False)


def three_zones(game: Game, back: str = "the way back", on: str = "the way to 102") -> None:
    """The fight's room as three zones, whatever the seed's map makes of it: the threshold
    (0), the way back the guild came in by (1) and the way on (2)."""
    game.challenge = replace(
        game.challenge,
        zones=(
            Zone(id=0, name="the threshold", neighbours=(1, 2)),
            Zone(id=1, name=back, neighbours=(0,), exit=True, back=True),
            Zone(id=2, name=on, neighbours=(0,), exit=True),
        ),
    )


def quiet_watch(game: Game) -> None:
    """The major deck's next draw is a Meatgrinder curiosity that does nothing, so the watch
    a fight's end counts meets no one (which card that is depends on the level)."""
    deck = game.decks.major
    idle = [
        int(row["card"])
        for row in game.level.meatgrinder
        if row["band"] == "curiosity" and not row.get("outcomes") and not row.get("foreshadows")
    ]
    card = next((c for c in (*deck.draw_pile, *deck.discard_pile) if c.value in idle), None)
    assert card is not None, f"no idle curiosity among {idle} is in the major piles"
    rest = tuple(c for c in deck.draw_pile if c != card)
    discard = tuple(c for c in deck.discard_pile if c != card)
    game.decks = game.decks.replace(tarot.Deck("major", (card, *rest), discard, deck.elsewhere))


# --- Initiative and the count (pp. 112–115) ------------------------------------------------------


def test_the_fool_cannot_be_an_initiative() -> None:
    game = ready()
    hand(game, "Gunhild", "The Fool", "Two of Cups")
    with pytest.raises(IllegalCommand, match="the Fool cannot be laid as Initiative"):
        game.execute(cmd.Initiative(who=key(game, "Gunhild"), card="The Fool"))
    assert game.challenge.group(key(game, "Gunhild")).initiative is None
    assert tarot.FOOL in game.challenge.hand(key(game, "Gunhild"))
    accounted(game)


def test_laying_every_initiative_starts_the_count_at_the_lowest() -> None:
    game = ready()
    set_initiative(game, "foes", "Temperance")
    hand(game, "Gunhild", "Two of Cups", "Nine of Swords")
    hand(game, "Bidziil", "Five of Cups", "Ten of Swords")
    hand(game, "Bryonie", "Eight of Cups", "Knight of Swords")
    game.execute(cmd.Initiative(who=key(game, "Bryonie"), card="Eight of Cups"))
    game.execute(cmd.Initiative(who=key(game, "Bidziil"), card="Five of Cups"))
    assert game.challenge.step == "initiative"
    events = game.execute(cmd.Initiative(who=key(game, "Gunhild"), card="Two of Cups"))
    assert rulings(events, "the count begins")
    ch = game.challenge
    assert (ch.step, ch.actor, ch.count) == ("turn", key(game, "Gunhild"), 2)
    assert ch.group(key(game, "Gunhild")).shown
    assert not ch.group(key(game, "Bidziil")).shown  # still face down
    accounted(game)


def test_on_a_tied_initiative_the_adventurer_acts_before_the_foes() -> None:
    game = ready()
    set_initiative(game, "foes", "The Emperor")  # IV
    hand(game, "Gunhild", "Four of Cups", "Nine of Swords")
    hand(game, "Bidziil", "Nine of Cups", "Ten of Swords")
    hand(game, "Bryonie", "Ten of Cups", "Knight of Swords")
    for who, card in (
        ("Bryonie", "Ten of Cups"),
        ("Bidziil", "Nine of Cups"),
        ("Gunhild", "Four of Cups"),
    ):
        game.execute(cmd.Initiative(who=key(game, who), card=card))
    ch = game.challenge
    assert (ch.step, ch.actor) == ("turn", key(game, "Gunhild"))
    assert not ch.group("foes").acted
    game.execute(cmd.Pass())
    ch = game.challenge
    assert ch.group("foes").acted  # then the band on IV (holding back: no cards)
    assert (ch.step, ch.actor) == ("turn", key(game, "Bidziil"))
    accounted(game)


def test_a_minor_action_needs_a_card_of_its_suit() -> None:
    game = ready()
    lay(game, "Temperance", Bryonie="Two of Cups", Gunhild="Three of Cups", Bidziil="Four of Cups")
    hand(game, "Gunhild", "Five of Cups", "Five of Swords", "Five of Wands")
    hand(game, "Bidziil", "Nine of Swords")
    window(game, "Bryonie")
    with pytest.raises(IllegalCommand, match="needs a card of Swords"):
        play(game, "Gunhild", "Five of Cups", "Attack", target="foes.1", minor=True)
    with pytest.raises(IllegalCommand, match="needs a card of Pentacles"):
        play(game, "Gunhild", "Five of Swords", "Dodge", minor=True)
    with pytest.raises(IllegalCommand, match="needs a card of Swords"):
        play(game, "Gunhild", "Five of Wands", "Attack", target="foes.1", minor=True)
    play(
        game, "Gunhild", "Five of Cups", "Trivial Action", option="pick up a stone", minor=True
    )  # miscellaneous: any suit
    assert game.challenge.declared[0].action == "Trivial Action"
    accounted(game)


def test_gramarye_lets_a_wands_card_attack_as_a_minor_action() -> None:
    """The book's example (p. 130): VII of Wands, bare-handed, −3: 4 ties the goblins' 4."""
    game = ready()
    lay(game, "The Emperor", Bidziil="Two of Cups", Bryonie="Three of Cups", Gunhild="Four of Cups")
    hand(game, "Bryonie", "Seven of Wands")
    hand(game, "Gunhild", "Eight of Swords")
    window(game, "Bidziil")
    play(game, "Bryonie", "Seven of Wands", "Attack", target="foes.1", minor=True)
    events = game.execute(cmd.Pass())
    attack = acts(events, "Attack", name_of(game, "Bryonie"))[0]
    assert (attack.value, attack.vs, attack.result, attack.minor) == (4, 4, "hit", True)
    assert [w.taken_as for w in wounds(events, "Goblin 1")] == ["defense"]
    accounted(game)


def test_a_minor_action_adds_no_attribute() -> None:
    game = ready()
    lay(
        game,
        "The Hierophant",
        Bryonie="Two of Cups",
        Bidziil="Three of Cups",
        Gunhild="Four of Cups",
    )
    hand(game, "Bidziil", "Seven of Swords")
    hand(game, "Gunhild", "Eight of Swords")
    window(game, "Bryonie")
    play(game, "Bidziil", "Seven of Swords", "Attack", target="foes.1", minor=True)
    events = game.execute(cmd.Pass())
    attack = acts(events, "Attack", name_of(game, "Bidziil"))[0]
    assert (attack.value, attack.vs, attack.result) == (7, 5, "hit")  # Swords 3 not added
    accounted(game)


def test_on_your_turn_the_attribute_is_added_and_any_card_will_do() -> None:
    game = ready()
    lay(
        game,
        "The Hierophant",
        Bryonie="Two of Cups",
        Bidziil="Three of Cups",
        Gunhild="Four of Cups",
    )
    hand(game, "Bidziil", "Seven of Wands")
    hand(game, "Gunhild", "Eight of Swords")
    turn(game, "Bidziil")
    events = play(game, "Bidziil", "Seven of Wands", "Attack", target="foes.1")
    attack = acts(events, "Attack", name_of(game, "Bidziil"))[0]
    assert (attack.value, attack.minor) == (10, False)
    accounted(game)


def test_one_card_per_count() -> None:
    game = gunhild_first()
    hand(game, "Gunhild", "Six of Swords", "Seven of Swords")
    hand(game, "Bidziil", "Eight of Swords", "Nine of Swords")
    hand(game, "Bryonie", "Ten of Swords")
    turn(game, "Gunhild")
    play(game, "Gunhild", "Six of Swords", "Attack", target="foes.1")
    assert game.challenge.step == "minor"
    with pytest.raises(IllegalCommand, match="already spent a card on this count"):
        play(game, "Gunhild", "Seven of Swords", "Attack", target="foes.2", minor=True)
    play(game, "Bidziil", "Eight of Swords", "Attack", target="foes.2", minor=True)
    with pytest.raises(IllegalCommand, match="already spent a card on this count"):
        play(game, "Bidziil", "Nine of Swords", "Attack", target="foes.3", minor=True)
    accounted(game)


def test_skipping_a_turn_opens_no_minor_window_but_acting_does() -> None:
    game = ready()
    set_initiative(game, "foes", "Temperance")
    hand(game, "Gunhild", "Two of Cups", "Nine of Swords")
    hand(game, "Bidziil", "Five of Cups", "Ten of Swords")
    hand(game, "Bryonie", "Eight of Cups", "Knight of Swords")
    for who, card in (
        ("Bryonie", "Eight of Cups"),
        ("Bidziil", "Five of Cups"),
        ("Gunhild", "Two of Cups"),
    ):
        game.execute(cmd.Initiative(who=key(game, who), card=card))
    events = game.execute(cmd.Pass())
    assert rulings(events, "passes the turn without a main action, so no minor actions")
    assert not said(events, "Any minor actions?")
    assert (game.challenge.step, game.challenge.actor) == ("turn", key(game, "Bidziil"))
    events = play(game, "Bidziil", "Ten of Swords", "Trivial Action", option="kick a stool")
    assert said(events, "Any minor actions?")
    assert game.challenge.step == "minor"
    accounted(game)


def test_no_cards_at_your_count_means_no_turn_and_no_minor_actions() -> None:
    game = gunhild_first()
    hand(game, "Bidziil", "Nine of Swords")
    hand(game, "Bryonie", "Ten of Swords")
    game.challenge = replace(game.challenge, step="count", count=1)
    mark = len(game.log.events)
    challenge.advance(game)
    events = game.log.events[mark:]
    assert rulings(events, "has no cards left")
    assert not said(events, "Any minor actions?")
    assert (game.challenge.step, game.challenge.actor) == ("turn", key(game, "Bidziil"))
    accounted(game)


# --- Attack and engagement (pp. 109, 116) --------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "result"), [("Knight of Swords", "hit"), ("Two of Swords", "miss")]
)
def test_a_successful_melee_attack_engages_both(card: str, result: str) -> None:
    game = ready()
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", card)
    hand(game, "Bidziil", "Nine of Swords")
    turn(game, "Gunhild")
    events = play(game, "Gunhild", card, "Attack", target="foes.1")
    assert acts(events, "Attack", name_of(game, "Gunhild"))[0].result == result
    engaged = result == "hit"
    assert (fighter(game, "foes.1").key in fighter(game, "Gunhild").engaged) is engaged
    assert (key(game, "Gunhild") in fighter(game, "foes.1").engaged) is engaged
    accounted(game)


def test_a_missile_attack_is_refused_while_engaged() -> None:
    game = ready(1)
    lay(game, "The Emperor", Clive="Two of Cups", Sabor="Three of Cups", Ituha="Four of Cups")
    hand(game, "Clive", "Ten of Swords")
    hand(game, "Sabor", "Nine of Swords")
    engagement.engage(game, key(game, "Clive"), "foes.1")
    turn(game, "Clive")
    with pytest.raises(IllegalCommand, match="engaged in melee: no missile attacks"):
        play(game, "Clive", "Ten of Swords", "Attack", target="foes.2")
    engagement.disengage(game, key(game, "Clive"))
    events = play(game, "Clive", "Ten of Swords", "Attack", target="foes.2")
    assert acts(events, "Attack", name_of(game, "Clive"))[0].result == "hit"
    assert not fighter(game, "Clive").engaged  # a shot engages no one
    accounted(game)


@pytest.mark.parametrize("how", ["trip", "root"])
def test_trip_and_root_disengage_everyone_from_the_victim(how: str) -> None:
    game = ready()
    lay(game, "The Emperor", Bidziil="Two of Cups", Gunhild="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Bidziil", "Nine of Pentacles")
    hand(game, "Gunhild", "Nine of Swords")
    engagement.engage(game, key(game, "Gunhild"), "foes.1")
    engagement.engage(game, key(game, "Bidziil"), "foes.1")
    turn(game, "Bidziil")
    events = play(game, "Bidziil", "Nine of Pentacles", "Roughhouse", target="foes.1", option=how)
    rough = acts(events, "Roughhouse", name_of(game, "Bidziil"))[0]
    assert (rough.value, rough.vs, rough.result) == (10, 4, how)
    goblin = fighter(game, "foes.1")
    assert how in goblin.effects and not goblin.engaged
    assert not fighter(game, "Gunhild").engaged and not fighter(game, "Bidziil").engaged
    accounted(game)


def test_displace_shoves_the_foe_into_the_next_zone() -> None:
    game = ready()
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Nine of Pentacles")
    hand(game, "Bidziil", "Nine of Swords")
    engagement.engage(game, key(game, "Gunhild"), "foes.1")
    turn(game, "Gunhild")
    events = play(
        game, "Gunhild", "Nine of Pentacles", "Roughhouse", target="foes.1", option="displace"
    )
    assert acts(events, "Roughhouse")[0].result == "displace"
    goblin = fighter(game, "foes.1")
    assert goblin.zone in game.challenge.zone(0).neighbours
    assert not goblin.engaged and not fighter(game, "Gunhild").engaged
    assert fighter(game, "foes.2").zone == 0
    accounted(game)


def test_avoid_equal_to_the_initiative_disengages_safely() -> None:
    game = ready()
    lay(
        game, "The Chariot", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups"
    )  # the band's Initiative VII
    hand(game, "Gunhild", "Three of Pentacles")
    hand(game, "Bidziil", "Nine of Swords")
    engagement.engage(game, key(game, "Gunhild"), "foes.1")
    turn(game, "Gunhild")
    events = play(game, "Gunhild", "Three of Pentacles", "Avoid", option="1")
    avoid = acts(events, "Avoid")[0]
    assert avoid.value == 7 and "clear of Goblin 1" in avoid.result  # 3 + Pentacles 4 ≥ 7
    assert not wounds(events, name_of(game, "Gunhild"))
    assert not fighter(game, "Gunhild").engaged and not fighter(game, "foes.1").engaged
    assert fighter(game, "Gunhild").zone == 1
    accounted(game)


@pytest.mark.parametrize(("emotion", "struck"), [("anger", True), ("trust", False)])
def test_a_failed_avoid_lets_the_foe_strike_as_its_disposition_says(
    emotion: str, struck: bool
) -> None:
    game = ready(emotion=emotion)
    lay(game, "The Chariot", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Two of Pentacles")
    hand(game, "Bidziil", "Nine of Swords")
    engagement.engage(game, key(game, "Gunhild"), "foes.1")
    turn(game, "Gunhild")
    events = play(game, "Gunhild", "Two of Pentacles", "Avoid", option="1")
    avoid = acts(events, "Avoid")[0]
    assert avoid.value == 6 and "caught by Goblin 1" in avoid.result
    assert bool(wounds(events, name_of(game, "Gunhild"))) is struck
    assert not fighter(game, "Gunhild").engaged  # once struck, away all the same (p. 117)
    assert fighter(game, "Gunhild").zone == 1
    accounted(game)


@pytest.mark.parametrize(
    ("emotion", "struck"), [("anger", True), ("sadness", True), ("trust", False), ("fear", False)]
)
def test_moving_while_engaged_gives_free_wounds_by_disposition(emotion: str, struck: bool) -> None:
    game = ready(emotion=emotion)
    three_zones(game)
    lay(game, "Temperance", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Two of Swords")
    hand(game, "Bidziil", "Nine of Swords")
    engagement.engage(game, key(game, "Gunhild"), "foes.1")
    engagement.engage(game, key(game, "Gunhild"), "foes.2")
    turn(game, "Gunhild")
    events = play(game, "Gunhild", "Two of Swords", "Move", option="the way back")
    assert len(wounds(events, name_of(game, "Gunhild"))) == (2 if struck else 0)
    assert bool(rulings(events, "takes a free swing")) is struck
    assert not fighter(game, "Gunhild").engaged and fighter(game, "Gunhild").zone == 1
    assert not fighter(game, "foes.1").engaged and not fighter(game, "foes.2").engaged
    accounted(game)


def test_dash_goes_two_zones_where_move_goes_one() -> None:
    game = ready(5)
    lay(game, "Temperance", Patty="Two of Cups", Offa="Three of Cups", Svein="Four of Cups")
    hand(game, "Patty", "Five of Swords", "Six of Swords")
    hand(game, "Offa", "Nine of Swords")
    turn(game, "Patty")
    ch, here = game.challenge, fighter(game, "Patty").zone
    near = set(ch.zone(here).neighbours)
    two = sorted({far for z in near for far in ch.zone(z).neighbours} - near - {here})
    assert two, "precondition: a zone two away from the threshold"  # named, not numbered:
    dest = ch.zone(two[0])  # a number may read as a zone whose name holds that digit
    with pytest.raises(IllegalCommand, match="not a zone Move can reach"):
        play(game, "Patty", "Five of Swords", "Move", option=dest.name)
    events = play(game, "Patty", "Five of Swords", "Dash", option=dest.name)
    assert acts(events, "Dash")[0].result == f"to {dest.name}"
    assert fighter(game, "Patty").zone == dest.id
    accounted(game)


# --- face-down actions (p. 114) ------------------------------------------------------------------


def test_a_new_facedown_action_replaces_the_old_and_discards_its_card() -> None:
    game = ready()
    lay(game, "Temperance", Bryonie="Two of Cups", Gunhild="Three of Cups", Bidziil="Four of Cups")
    hand(game, "Gunhild", "Six of Pentacles", "Seven of Swords")
    hand(game, "Bidziil", "Five of Swords")
    hand(game, "Bryonie", "Eight of Swords")
    gunhild = turn(game, "Gunhild")
    play(game, "Gunhild", "Six of Pentacles", "Dodge")
    down = game.challenge.group(gunhild).facedown
    assert down is not None and (down.action, down.card.name, down.bonus) == (
        "Dodge",
        "Six of Pentacles",
        4,
    )  # laid on her turn: Pentacles joins it
    window(game, "Bidziil")  # a later count
    play(game, "Gunhild", "Seven of Swords", "Riposte", minor=True)
    events = game.execute(cmd.Pass())
    assert said(
        events,
        "discards the face-down Dodge (Six of Pentacles) unplayed: a Riposte takes its place",
    )
    down = game.challenge.group(gunhild).facedown
    assert down is not None and (down.action, down.card.name, down.bonus) == (
        "Riposte",
        "Seven of Swords",
        0,
    )  # laid as a minor action: face value only
    assert tarot.card_named("Six of Pentacles") in game.decks.minor.discard_pile
    accounted(game)


@pytest.mark.parametrize("dodging", [True, False])
def test_a_dodge_raises_the_initiative_against_the_attack(dodging: bool) -> None:
    game = gunhild_first()
    hand(game, "Gunhild", "Six of Pentacles")
    hand(game, "Bidziil", "Nine of Swords")
    turn(game, "Gunhild")
    if dodging:
        play(game, "Gunhild", "Six of Pentacles", "Dodge")
    events = gm(game, "Attack", "Justice", [(key(game, "Gunhild"), 1)])  # VIII, a minor Attack
    attack = acts(events, "Attack")[0]
    if dodging:
        assert acts(events, "Dodge")[0].result == "Initiative 2 → 12"  # 6 + Pentacles 4
        assert (attack.value, attack.vs, attack.result) == (8, 12, "miss")
        assert not wounds(events, name_of(game, "Gunhild"))
        assert game.challenge.group(key(game, "Gunhild")).facedown is None  # spent
    else:
        assert (attack.value, attack.vs, attack.result) == (8, 2, "hit")
        assert wounds(events, name_of(game, "Gunhild"))
    accounted(game)


@pytest.mark.parametrize(
    ("seed", "who", "taken"),
    [
        (5, "Patty", ["defense", "health"]),  # a blade: 2 Wounds (p. 170)
        (5, "Svein", ["defense"]),  # a dagger: 1
    ],
)
def test_a_riposte_wounds_the_attacker(seed: int, who: str, taken: list[str]) -> None:
    game = ready(seed)
    lay(game, "Temperance", Patty="Two of Cups", Offa="Three of Cups", Svein="Four of Cups")
    hand(game, who, "Six of Swords")
    turn(game, who)
    play(game, who, "Six of Swords", "Riposte")
    events = gm(game, "Attack", "The Hierophant", [(key(game, who), 1)])  # V
    attack, riposte = acts(events, "Attack")[0], acts(events, "Riposte")[0]
    assert attack.result == "hit"
    assert events.index(attack) < events.index(riposte)  # after the blow
    assert riposte.value > 5 and riposte.result == "hit"
    assert [w.taken_as for w in wounds(events, "Goblin 1")] == taken
    accounted(game)


def test_a_riposte_answers_a_roughhouse_too() -> None:
    game = ready(emotion="joy")
    lay(game, "Temperance", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Nine of Swords")
    turn(game, "Gunhild")
    play(game, "Gunhild", "Nine of Swords", "Riposte")
    events = gm(game, "Roughhouse", "The Chariot", [(key(game, "Gunhild"), 1)], option="trip")
    assert acts(events, "Roughhouse")[0].result == "trip"
    riposte = acts(events, "Riposte", name_of(game, "Gunhild"))
    assert riposte and (riposte[0].value, riposte[0].vs, riposte[0].result) == (10, 7, "hit")
    assert wounds(events, "Goblin 1")
    accounted(game)


def test_a_polearm_riposte_strikes_before_a_roughhouse() -> None:
    game = ready(emotion="joy")
    lay(game, "Temperance", Bryonie="Two of Cups", Bidziil="Three of Cups", Gunhild="Four of Cups")
    hold(game, "Bryonie", "polearm")
    hand(game, "Bryonie", "Knight of Swords")
    set_parts(game, "foes.1", 1, 0)
    turn(game, "Bryonie")
    play(game, "Bryonie", "Knight of Swords", "Riposte")
    events = gm(game, "Roughhouse", "The Chariot", [(key(game, "Bryonie"), 1)], option="trip")
    assert acts(events, "Riposte")[0].result == "hit"
    assert fighter(game, "foes.1").out == "down"
    assert not acts(events, "Roughhouse")  # felled before it could lay hands on her
    assert "trip" not in fighter(game, "Bryonie").effects
    accounted(game)


@pytest.mark.parametrize("slain", [False, True])
def test_a_polearm_riposte_strikes_before_the_attack(slain: bool) -> None:
    game = ready()
    lay(game, "Temperance", Bryonie="Two of Cups", Bidziil="Three of Cups", Gunhild="Four of Cups")
    hold(game, "Bryonie", "polearm")
    hand(game, "Bryonie", "Knight of Swords")
    hand(game, "Bidziil", "Nine of Swords")
    if slain:
        set_parts(game, "foes.1", 1, 0)
    turn(game, "Bryonie")
    play(game, "Bryonie", "Knight of Swords", "Riposte")
    events = gm(game, "Attack", "The Chariot", [(key(game, "Bryonie"), 1)])
    riposte = acts(events, "Riposte")[0]
    assert (riposte.value, riposte.vs, riposte.result) == (15, 7, "hit")
    attacks = acts(events, "Attack")
    if slain:  # the goblin falls before it can strike (p. 114)
        assert not attacks and not wounds(events, name_of(game, "Bryonie"))
    else:
        assert events.index(riposte) < events.index(attacks[0])
        assert wounds(events, name_of(game, "Bryonie"))
    accounted(game)


def test_aid_another_adds_its_value_to_the_next_attack() -> None:
    game = ready()
    lay(
        game, "The Hermit", Bryonie="Two of Cups", Bidziil="Three of Cups", Gunhild="Queen of Cups"
    )  # the band on IX
    hand(game, "Gunhild", "Five of Cups", "Six of Swords")
    hand(game, "Bidziil", "Two of Swords")
    hand(game, "Bryonie", "Seven of Swords")
    window(game, "Bryonie")
    play(game, "Gunhild", "Five of Cups", "Aid Another", target="Bidziil", minor=True)
    game.execute(cmd.Pass())
    assert game.challenge.group(key(game, "Gunhild")).facedown.action == "Aid Another"
    assert (game.challenge.step, game.challenge.actor) == ("turn", key(game, "Bidziil"))
    events = play(game, "Bidziil", "Two of Swords", "Attack", target="foes.1")
    attack = acts(events, "Attack", name_of(game, "Bidziil"))[0]
    assert attack.value == 10  # 2 + Swords 3 + the aid's 5 (face value: a minor action)
    assert attack.result.startswith("hit (aided by Gunhild")
    assert game.challenge.group(key(game, "Gunhild")).facedown is None
    accounted(game)


def test_aim_adds_to_the_next_bow_shot() -> None:
    game = ready(1)
    lay(
        game, "Wheel of Fortune", Sabor="Two of Cups", Clive="Three of Cups", Ituha="Queen of Cups"
    )  # the band on X
    hand(game, "Clive", "Five of Swords", "Two of Wands")
    hand(game, "Ituha", "Nine of Swords")
    hand(game, "Sabor", "Eight of Swords")
    arrows = kit.count(game.guild.adventurer(key(game, "Clive")), "arrows")
    window(game, "Sabor")
    with pytest.raises(IllegalCommand, match="Aim needs a bow"):
        play(game, "Ituha", "Nine of Swords", "Aim", target="foes.1", minor=True)
    play(game, "Clive", "Five of Swords", "Aim", target="foes.1", minor=True)
    game.execute(cmd.Pass())
    assert (game.challenge.step, game.challenge.actor) == ("turn", key(game, "Clive"))
    events = play(game, "Clive", "Two of Wands", "Attack", target="foes.1")
    assert said(events, "looses the aimed shot")
    shot = acts(events, "Attack", name_of(game, "Clive"))[0]
    assert (shot.value, shot.vs, shot.result) == (11, 10, "hit")  # 2 + Swords 4 + aim 5
    assert "Two of Wands (2) + Swords 4 + aim 5 = 11" in fight_words.action_line(shot)
    assert kit.count(game.guild.adventurer(key(game, "Clive")), "arrows") == arrows - 1
    accounted(game)


# --- the weapons (p. 170) ------------------------------------------------------------------------


def test_a_crossbow_shot_pierces_and_then_needs_reloading() -> None:
    game = ready(1)
    lay(game, "The Hierophant", Ituha="Two of Cups", Clive="Three of Cups", Sabor="Four of Cups")
    hand(game, "Ituha", "Nine of Cups", "Eight of Cups", "Seven of Cups")
    hand(game, "Clive", "Nine of Swords")
    turn(game, "Ituha")
    events = play(game, "Ituha", "Nine of Cups", "Attack", target="foes.1")
    assert acts(events, "Attack", name_of(game, "Ituha"))[0].result == "hit"
    wound = wounds(events, "Goblin 1")[0]
    assert wound.piercing and wound.taken_as == "health"
    body = fighter(game, "foes.1").parts[0]
    assert (body.health, body.defense) == (1, 1)  # Piercing: past the Defense
    assert "unloaded" in fighter(game, "Ituha").effects
    turn(game, "Ituha")
    with pytest.raises(IllegalCommand, match="must be reloaded first"):
        play(game, "Ituha", "Eight of Cups", "Attack", target="foes.2")
    events = play(game, "Ituha", "Eight of Cups", "Reload Crossbow")
    assert acts(events, "Reload Crossbow")[0].result == "crossbow loaded"
    assert "unloaded" not in fighter(game, "Ituha").effects
    turn(game, "Ituha")
    with pytest.raises(IllegalCommand, match="already loaded"):
        play(game, "Ituha", "Seven of Cups", "Reload Crossbow")
    accounted(game)


@pytest.mark.parametrize(
    ("card", "taken"), [("Five of Cups", ["defense", "health"]), ("Four of Cups", ["defense"])]
)
def test_a_hammer_deals_two_wounds_at_double_the_initiative(card: str, taken: list[str]) -> None:
    game = ready()
    lay(
        game, "The Emperor", Bidziil="Two of Cups", Gunhild="Three of Cups", Bryonie="Six of Cups"
    )  # IV: 8 is double
    hand(game, "Bidziil", card)
    hand(game, "Gunhild", "Nine of Swords")
    turn(game, "Bidziil")
    events = play(game, "Bidziil", card, "Attack", target="foes.1")
    assert [w.taken_as for w in wounds(events, "Goblin 1")] == taken
    accounted(game)


@pytest.mark.parametrize(("weapon", "cleaves"), [("axe", True), ("blade", False)])
def test_an_axe_that_fells_a_foe_cleaves_into_the_next(weapon: str, cleaves: bool) -> None:
    game = ready()
    lay(game, "The Emperor", Bidziil="Two of Cups", Gunhild="Three of Cups", Bryonie="Four of Cups")
    hold(game, "Bidziil", weapon)
    hand(game, "Bidziil", "Nine of Cups")
    hand(game, "Gunhild", "Nine of Swords")
    set_parts(game, "foes.1", 1, 0)
    turn(game, "Bidziil")
    events = play(game, "Bidziil", "Nine of Cups", "Attack", target="foes.1")
    assert fighter(game, "foes.1").out == "down"
    swings = acts(events, "Attack", name_of(game, "Bidziil"))
    if cleaves:
        assert rulings(events, "the axe swings on into Goblin 2")
        assert [(s.target, s.value, s.result) for s in swings] == [
            ("Goblin 1", 12, "hit"),
            ("Goblin 2", 12, "hit"),
        ]
        assert fighter(game, "foes.2").parts[0].defense == 0
    else:
        assert len(swings) == 1 and not wounds(events, "Goblin 2")
    accounted(game)


@pytest.mark.parametrize(("weapon", "result"), [("flail", "hit"), ("hammer", "miss")])
def test_a_flail_wins_a_tie_against_a_shield(
    monkeypatch: pytest.MonkeyPatch, weapon: str, result: str
) -> None:
    real = fighters.shielded
    monkeypatch.setattr(
        fighters, "shielded", lambda game, f: f.side == "foes" or real(game, f)
    )  # a shield wall
    game = ready()
    lay(
        game, "Justice", Bidziil="Two of Cups", Gunhild="Three of Cups", Bryonie="Four of Cups"
    )  # VIII
    hold(game, "Bidziil", weapon)
    hand(game, "Bidziil", "Five of Cups")
    hand(game, "Gunhild", "Nine of Swords")
    turn(game, "Bidziil")
    events = play(game, "Bidziil", "Five of Cups", "Attack", target="foes.1")
    attack = acts(events, "Attack", name_of(game, "Bidziil"))[0]
    assert (attack.value, attack.vs, attack.result) == (8, 8, result)
    accounted(game)


def test_a_thrown_dagger_does_not_engage() -> None:
    game = ready()
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Knight of Cups")
    hand(game, "Bidziil", "Nine of Swords")
    turn(game, "Gunhild")
    events = play(game, "Gunhild", "Knight of Cups", "Attack", target="foes.1", option="throw")
    assert acts(events, "Attack", name_of(game, "Gunhild"))[0].result == "hit"
    assert not fighter(game, "Gunhild").engaged and not fighter(game, "foes.1").engaged
    accounted(game)


def test_only_a_dagger_is_thrown() -> None:
    game = ready()
    lay(game, "The Emperor", Bidziil="Two of Cups", Gunhild="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Bidziil", "Knight of Cups")
    turn(game, "Bidziil")
    with pytest.raises(IllegalCommand, match="only a dagger can be thrown"):
        play(game, "Bidziil", "Knight of Cups", "Attack", target="foes.1", option="throw")
    accounted(game)


# --- miscellaneous, Cups and Wands actions (pp. 118–120) -----------------------------------------


def test_guard_needs_a_shield_and_replaces_the_initiative() -> None:
    game = ready(5)
    lay(game, "Temperance", Patty="Two of Cups", Offa="Three of Cups", Svein="Four of Cups")
    hand(game, "Patty", "Queen of Cups")
    hand(game, "Offa", "Knight of Cups")
    hand(game, "Svein", "Nine of Swords")
    turn(game, "Offa")
    with pytest.raises(IllegalCommand, match="Guard needs a shield"):
        play(game, "Offa", "Knight of Cups", "Guard")
    patty = turn(game, "Patty")
    events = play(game, "Patty", "Queen of Cups", "Guard")
    guard = acts(events, "Guard")[0]
    assert (guard.value, guard.vs) == (13, 2)
    group = game.challenge.group(patty)
    assert group.initiative == tarot.card_named("Queen of Cups") and group.shown
    assert game.decks.minor.discard_pile[0] == tarot.card_named("Two of Cups")
    accounted(game)


def test_recover_removes_an_effect() -> None:
    game = gunhild_first()
    hand(game, "Gunhild", "Two of Swords", "Three of Swords")
    hand(game, "Bidziil", "Nine of Swords")
    harm.afflict(game, key(game, "Gunhild"), "trip")
    turn(game, "Gunhild")
    with pytest.raises(IllegalCommand):
        play(game, "Gunhild", "Two of Swords", "Move", option="1")  # Tripped: no moving
    events = play(game, "Gunhild", "Two of Swords", "Recover")
    assert acts(events, "Recover")[0].result == "shakes off Trip"
    assert "trip" not in fighter(game, "Gunhild").effects
    turn(game, "Gunhild")
    with pytest.raises(IllegalCommand, match="nothing Recover can shake off"):
        play(game, "Gunhild", "Three of Swords", "Recover")
    accounted(game)


@pytest.mark.parametrize(
    ("item", "effect", "taken"), [("bomb_fire", None, ["defense"]), ("bomb_spider_sac", "root", [])]
)
def test_a_thrown_bomb_is_a_cups_attack(item: str, effect: str | None, taken: list[str]) -> None:
    game = ready()
    lay(game, "The Emperor", Bidziil="Two of Cups", Gunhild="Three of Cups", Bryonie="Four of Cups")
    hold(game, "Bidziil", "hammer", item)
    hand(game, "Bidziil", "Six of Swords")
    hand(game, "Gunhild", "Nine of Swords")
    engagement.engage(game, key(game, "Gunhild"), "foes.1")
    turn(game, "Bidziil")
    events = play(game, "Bidziil", "Six of Swords", "Use Item", target="foes.1", option=item)
    throw = acts(events, "Use Item")[0]
    assert (throw.value, throw.vs, throw.result) == (10, 4, "hit")  # 6 + Cups 4
    assert [w.taken_as for w in wounds(events, "Goblin 1")] == taken
    if effect:
        assert effect in fighter(game, "foes.1").effects
        assert not fighter(game, "Gunhild").engaged  # webbed: engagement broken
    assert kit.count(game.guild.adventurer(key(game, "Bidziil")), item) == 0
    accounted(game)


def test_a_potion_is_drunk_on_oneself_with_any_card() -> None:
    game = gunhild_first()
    hold(game, "Gunhild", "dagger", "potion_jinn")
    hand(game, "Gunhild", "Ace of Swords")
    hand(game, "Bidziil", "Nine of Swords")
    turn(game, "Gunhild")
    play(game, "Gunhild", "Ace of Swords", "Use Item", option="potion_jinn")
    assert "shroud" in fighter(game, "Gunhild").effects
    assert kit.count(game.guild.adventurer(key(game, "Gunhild")), "potion_jinn") == 0
    accounted(game)


def test_a_poultice_on_a_guild_mate_at_deaths_door_starts_a_wands_test() -> None:
    game = ready()
    bidziil = game.guild.adventurer(key(game, "Bidziil"))  # no Chirurgeon: its Heal needs no test
    talents = tuple(t for t in bidziil.talents if t.id != "chirurgeon")
    game.set_adventurer(bidziil.model_copy(update={"talents": talents}))
    lay(game, "Temperance", Bidziil="Two of Cups", Gunhild="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Bidziil", "Two of Swords")
    hand(game, "Gunhild", "Nine of Swords")
    bryonie = key(game, "Bryonie")
    harm.wound_adventurer(game, bryonie, critical=True)
    harm.wound_adventurer(game, bryonie, critical=True)
    assert game.guild.adventurer(bryonie).conditions.deaths_door
    assert fighter(game, "Bryonie").out == "down"
    on_top(game, "King of Swords")  # 14 + Wands 4: she lives
    turn(game, "Bidziil")
    events = play(game, "Bidziil", "Two of Swords", "Use Item", target="Bryonie", option="poultice")
    test = next(e for e in events if isinstance(e, ev.Fate))
    assert (test.who, test.attribute) == (name_of(game, "Bryonie"), "wands")
    assert test.total == 14 + 4 + test.favor  # dim light on the surgery is disfavor (p. 94)
    assert not game.guild.adventurer(bryonie).conditions.deaths_door
    accounted(game)


def test_a_poultice_for_a_guild_mate_not_dying_is_refused_when_declared() -> None:
    """Refused at once, not when revealed: a minor action refused at its reveal would leave
    the window unable to close and the fight stuck."""
    game = ready()
    lay(game, "Temperance", Bidziil="Two of Cups", Gunhild="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Bidziil", "Two of Swords")
    hand(game, "Gunhild", "Nine of Swords")
    turn(game, "Bidziil")
    with pytest.raises(IllegalCommand, match="not at Death's Door"):
        play(game, "Bidziil", "Two of Swords", "Use Item", target="Bryonie", option="poultice")
    accounted(game)


def test_pulling_an_item_into_full_hands_with_nowhere_to_stow_is_refused_when_declared() -> None:
    """Both hands full and every pack and belt slot taken: nothing can come to hand."""
    from worm.model.inventory import Carried
    from worm.rules import pack_space

    game = gunhild_first()
    a = game.guild.adventurer(key(game, "Gunhild"))
    inventory, uid = a.inventory, 9000
    for item in ("dagger", "dagger"):  # fill both hands
        hands = list(inventory.hands)
        if None in hands:
            hands[hands.index(None)] = Carried(uid=uid, item=item)
            uid += 1
            inventory = inventory.model_copy(update={"hands": tuple(hands)})
    wanted = next(
        c
        for c in inventory.things()
        if inventory.where(c.uid) and inventory.where(c.uid)[0] == "pack"
    )
    rations = game.pack.items["ration"]
    while True:  # fill every free slot of pack and belt
        more = pack_space.stow_anywhere(inventory, Carried(uid=uid, item="ration"), rations)
        if more is None:
            break
        inventory, uid = more, uid + 1
    game.set_adventurer(a.model_copy(update={"inventory": inventory}))
    hand(game, "Gunhild", "Ace of Swords")
    hand(game, "Bidziil", "Nine of Swords")
    turn(game, "Gunhild")
    name = game.pack.items[wanted.item].name
    with pytest.raises(IllegalCommand, match="hands are full and there is no room"):
        play(game, "Gunhild", "Ace of Swords", "Pull Item from Pack", option=name)


def test_pulling_a_torch_from_the_pack_brings_the_packed_one_not_the_one_in_hand() -> None:
    """Play-test 19: the engine found a pulled thing by name, and a torch already in hand is a
    torch too; Pull Item from Pack brings the one in the pack."""
    game = gunhild_first()
    hold(game, "Gunhild", "torch")
    a = game.guild.adventurer(key(game, "Gunhild"))
    held = a.inventory.hands[0]
    packed = [c for c in kit.find(a, "torch") if a.inventory.where(c.uid)[0] == "pack"]  # type: ignore[index]
    assert held is not None and packed, "Gunhild's kit has a torch in the pack"
    hand(game, "Gunhild", "Ace of Swords")
    hand(game, "Bidziil", "Nine of Swords")
    turn(game, "Gunhild")
    play(game, "Gunhild", "Ace of Swords", "Pull Item from Pack", option="Torch")
    hands = game.guild.adventurer(key(game, "Gunhild")).inventory.hands
    assert {c.uid for c in hands if c is not None} == {held.uid, packed[0].uid}


def test_speak_incantation_spends_resolve_and_binding_roots() -> None:
    game = ready()
    lay(game, "The Emperor", Bryonie="Two of Cups", Gunhild="Three of Cups", Bidziil="Four of Cups")
    hand(game, "Bryonie", "Six of Cups")
    hand(game, "Gunhild", "Nine of Swords")
    bryonie = turn(game, "Bryonie")
    events = play(
        game, "Bryonie", "Six of Cups", "Speak Incantation", target="foes.1", option="binding"
    )
    cast = acts(events, "Speak Incantation")[0]
    assert (cast.value, cast.vs, cast.result) == (10, 4, "Binding: takes hold")
    assert "root" in fighter(game, "foes.1").effects
    assert game.guild.adventurer(bryonie).resolve == 3
    accounted(game)


def test_a_fear_spell_moves_the_disposition() -> None:
    game = ready()
    lay(game, "The Emperor", Bryonie="Two of Cups", Gunhild="Three of Cups", Bidziil="Four of Cups")
    hand(game, "Bryonie", "Six of Cups")
    hand(game, "Gunhild", "Nine of Swords")
    turn(game, "Bryonie")
    events = play(
        game, "Bryonie", "Six of Cups", "Speak Incantation", target="foes.1", option="fear"
    )
    moved = [e for e in events if isinstance(e, ev.Disposition)]
    assert [(m.emotion, m.cause) for m in moved] == [("fear", "spell")]
    assert game.meeting.emotion == "fear"
    accounted(game)


def _iron(game: Game) -> None:
    a = game.guild.adventurer(key(game, "Bryonie"))
    iron = Carried(uid=a.inventory.next_uid(), item="armor_iron")
    belt = (iron, iron, *a.inventory.belt[2:])
    game.set_adventurer(
        a.model_copy(update={"inventory": a.inventory.model_copy(update={"belt": belt})})
    )


@pytest.mark.parametrize(
    ("who", "setup", "refusal"),
    [
        ("Gunhild", None, "cannot cast Binding"),
        ("Bryonie", "hands", "needs a hand free"),
        ("Bryonie", "iron", "too much metal"),
        ("Bryonie", "resolve", "no Resolve left to cast"),
    ],
)
def test_speak_incantation_needs_talent_free_hand_no_iron_and_resolve(
    who: str, setup: str | None, refusal: str
) -> None:
    game = ready()
    lay(game, "The Emperor", Bryonie="Two of Cups", Gunhild="Three of Cups", Bidziil="Four of Cups")
    hand(game, who, "Six of Cups")
    if setup == "hands":
        hold(game, "Bryonie", "dagger", "shield_light")
    elif setup == "iron":
        _iron(game)
    elif setup == "resolve":
        a = game.guild.adventurer(key(game, "Bryonie"))
        game.set_adventurer(a.model_copy(update={"resolve": 0}))
    turn(game, who)
    with pytest.raises(IllegalCommand, match=refusal):
        play(game, who, "Six of Cups", "Speak Incantation", target="foes.1", option="binding")
    accounted(game)


def test_bid_lore_spends_a_bid_and_teaches_a_trait() -> None:
    game = ready()
    lay(game, "Temperance", Bryonie="Two of Cups", Gunhild="Three of Cups", Bidziil="Four of Cups")
    hand(game, "Bryonie", "Two of Swords", "Three of Swords")
    hand(game, "Gunhild", "Nine of Swords")
    bryonie = turn(game, "Bryonie")
    known = len(game.lore)
    events = play(game, "Bryonie", "Two of Swords", "Bid Lore")
    assert acts(events, "Bid Lore")[0].result == "remembers something"
    assert game.guild.adventurer(bryonie).lore_bids == 3
    assert len(game.lore) == known + 1
    a = game.guild.adventurer(bryonie)
    game.set_adventurer(a.model_copy(update={"lore_bids": 0}))
    turn(game, "Bryonie")
    with pytest.raises(IllegalCommand, match="no lore bids? left"):
        play(game, "Bryonie", "Three of Swords", "Bid Lore")
    accounted(game)


@pytest.mark.parametrize(
    ("drawn", "hidden"), [("King of Pentacles", True), ("Two of Swords", False)]
)
def test_testing_fate_to_hide_shrouds_on_a_success(drawn: str, hidden: bool) -> None:
    game = gunhild_first()
    hand(game, "Gunhild", "Ace of Cups")
    hand(game, "Bidziil", "Nine of Swords")
    turn(game, "Gunhild")
    on_top(game, drawn)
    events = play(game, "Gunhild", "Ace of Cups", "Test Fate", option="hide")
    if game.pending is not None:  # a failure waits to be pushed or accepted
        events += game.execute(cmd.AcceptFate())
    test = next(e for e in events if isinstance(e, ev.Fate))
    assert test.cards[0] == tarot.card_named(drawn)  # the card played is not part of it
    assert ("shroud" in fighter(game, "Gunhild").effects) is hidden
    accounted(game)


def test_a_fool_drawn_this_round_is_reshuffled_only_when_the_round_ends() -> None:
    game = gunhild_first()
    hand(game, "Gunhild", "The Fool", "Ace of Cups")
    hand(game, "Bidziil", "Nine of Swords")
    game.decks = replace(game.decks, fool_drawn=True)  # she drew it this round
    turn(game, "Gunhild")
    events = play(game, "Gunhild", "Ace of Cups", "Test Fate", option="hide")
    if game.pending is not None:
        events += game.execute(cmd.AcceptFate())
    assert game.challenge is not None and game.challenge.round == 1
    assert not [e for e in events if isinstance(e, ev.Shuffle)]


def test_dropping_prone_trips_oneself() -> None:
    game = gunhild_first()
    hand(game, "Gunhild", "Ace of Wands")
    hand(game, "Bidziil", "Nine of Swords")
    turn(game, "Gunhild")
    play(game, "Gunhild", "Ace of Wands", "Trivial Action", option="drop prone")
    assert "trip" in fighter(game, "Gunhild").effects
    accounted(game)


def test_vigilance_springs_when_the_foes_take_their_turn() -> None:
    game = ready()
    lay(
        game, "The Empress", Bryonie="Two of Cups", Gunhild="Queen of Cups", Bidziil="King of Cups"
    )  # the band on III
    hand(game, "Gunhild", "Nine of Swords", "Ace of Cups")
    hand(game, "Bidziil", "Seven of Swords")
    give(game, GM, "Death")  # kept for the band's own turn: no minor action before it
    window(game, "Bryonie")
    with pytest.raises(IllegalCommand, match="needs a card of Swords"):  # the Attack's suit
        play(game, "Gunhild", "Ace of Cups", "Vigilance", option="attack", minor=True)
    play(game, "Gunhild", "Nine of Swords", "Vigilance", option="attack", minor=True)
    events = game.execute(cmd.Pass())
    band = game.challenge.group("foes").name if game.challenge else "?"
    springs = rulings(events, "vigilance springs")
    assert springs
    strike = acts(events, "Attack", name_of(game, "Gunhild"))[0]
    assert (strike.value, strike.vs, strike.result) == (9, 3, "hit")
    theirs = [e for e in events if isinstance(e, ev.Action) and e.who == band]
    assert all(events.index(springs[0]) < events.index(e) for e in theirs)
    assert game.challenge.group(key(game, "Gunhild")).facedown is None
    accounted(game)


@pytest.mark.parametrize("target", ["foes.1", None])
def test_command_is_refused_without_an_animal_companion(target: str | None) -> None:
    game = ready()
    lay(game, "Temperance", Bidziil="Two of Cups", Gunhild="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Bidziil", "Two of Swords")
    turn(game, "Bidziil")
    with pytest.raises(IllegalCommand, match="animal companion"):
        play(game, "Bidziil", "Two of Swords", "Command", target=target)
    accounted(game)


# --- the GM's side (pp. 101, 121–123) ------------------------------------------------------------


def test_a_band_shares_one_initiative_and_its_attack_applies_the_mob() -> None:
    game = ready(count=6)
    ch = game.challenge
    assert [g.key for g in ch.groups if g.side == "foes"] == ["foes"]
    assert {f.group for f in ch.side("foes")} == {"foes"}
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="King of Cups", Bryonie="Queen of Cups")
    hold(game, "Bryonie", "dagger")  # armed: no favor against her but the mob's
    gunhild, bidziil, bryonie = (key(game, n) for n in ("Gunhild", "Bidziil", "Bryonie"))
    events = gm(
        game, "Attack", "Death", [(gunhild, 4), (bidziil, 1), (bryonie, 1)], minor=False
    )  # on its turn: XIII + Swords 4
    swings = acts(events, "Attack")
    assert [(s.target, s.value, s.favor, s.result) for s in swings] == [
        (name_of(game, "Gunhild"), 20, 3, "hit (piercing)"),  # four on her: favor, Piercing
        (name_of(game, "Bidziil"), 17, 0, "hit"),
        (name_of(game, "Bryonie"), 17, 0, "hit"),
    ]
    assert all(s.card == tarot.card_named("Death") for s in swings)  # one card for all
    assert all(w.piercing for w in wounds(events, name_of(game, "Gunhild")))
    assert not any(w.piercing for w in wounds(events, name_of(game, "Bidziil")))
    accounted(game)


@pytest.mark.parametrize(("weapon", "favor"), [("dagger", 0), ("bow", 3), ("crossbow", 3)])
def test_one_holding_a_bow_or_crossbow_is_struck_in_melee_with_favor(
    weapon: str, favor: int
) -> None:
    """p. 170: a missile weapon is no use at arm's length, so a foe's Attack on its wielder
    has favor (a dagger, a melee weapon, gives none; nor does the mob, one against one)."""
    game = ready(count=1)
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="King of Cups", Bryonie="Queen of Cups")
    hold(game, "Bryonie", weapon)
    events = gm(game, "Attack", "Death", [(key(game, "Bryonie"), 1)], minor=False)
    (swing,) = acts(events, "Attack")
    assert (swing.target, swing.favor) == (name_of(game, "Bryonie"), favor)
    accounted(game)


@pytest.mark.parametrize(("emotion", "knocked_out"), [("trust", True), ("anger", False)])
def test_a_trusting_band_knocks_out_the_injured_rather_than_wound_them(
    emotion: str, knocked_out: bool
) -> None:
    game = ready(emotion=emotion)
    lay(game, "Temperance", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    gunhild = key(game, "Gunhild")
    a = game.guild.adventurer(gunhild)
    game.set_adventurer(
        a.model_copy(update={"conditions": a.conditions.model_copy(update={"injured": True})})
    )
    events = gm(game, "Attack", "The Chariot", [(gunhild, 1)])
    assert acts(events, "Attack")[0].result == "hit"
    assert bool(rulings(events, "fight to subdue")) is knocked_out
    assert ("knockout" in fighter(game, "Gunhild").effects) is knocked_out
    assert bool(wounds(events, name_of(game, "Gunhild"))) is not knocked_out
    if knocked_out:
        assert not game.guild.adventurer(gunhild).conditions.deaths_door
    accounted(game)


def test_a_trusting_band_still_wounds_the_unhurt() -> None:
    game = ready(emotion="trust")
    lay(game, "Temperance", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    events = gm(game, "Attack", "The Chariot", [(key(game, "Gunhild"), 1)])
    assert wounds(events, name_of(game, "Gunhild"))
    assert "knockout" not in fighter(game, "Gunhild").effects
    accounted(game)


def test_a_panicking_band_surrenders_at_the_end_of_the_round() -> None:
    game = ready(count=4)
    lay(game, "Temperance", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    ch = game.challenge
    game.challenge = replace(
        ch,
        fighters=tuple(
            replace(f, out="down") if f.key in ("foes.2", "foes.3", "foes.4") else f
            for f in ch.fighters
        ),
    )
    hand(game, "Gunhild", "Nine of Swords")
    everyone_acted_but(game, "Gunhild")
    turn(game, "Gunhild")
    no_fool_this_round(game)  # no reshuffle at the round's end, so that
    quiet_watch(game)  # the watch the fight took meets no new band
    events = game.execute(cmd.Pass())
    assert rulings(events, "they surrender")
    assert rulings(events, "the foes throw down their arms")
    assert game.challenge is None
    accounted(game)


def test_a_wary_band_fights_on_at_the_end_of_the_round() -> None:
    game = ready(count=4)
    lay(game, "Temperance", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    ch = game.challenge
    game.challenge = ch.with_fighter(replace(ch.fighter("foes.2"), out="down"))
    hand(game, "Gunhild", "Nine of Swords")
    everyone_acted_but(game, "Gunhild")
    turn(game, "Gunhild")
    events = game.execute(cmd.Pass())
    assert not rulings(events, "surrender")
    assert game.challenge is not None and game.challenge.round == 2
    accounted(game)


def test_a_frightened_band_runs_for_a_way_out_then_flees() -> None:
    game = ready(emotion="fear")
    three_zones(game)
    lay(
        game,
        "The High Priestess",
        Gunhild="Five of Cups",
        Bidziil="Six of Cups",
        Bryonie="Seven of Cups",
    )  # the band on II, first
    for who, card in (
        ("Gunhild", "Nine of Swords"),
        ("Bidziil", "Eight of Swords"),
        ("Bryonie", "Ten of Swords"),
    ):
        hand(game, who, card)
    give(game, GM, "The Magician", "The Lovers")
    game.challenge = replace(game.challenge, step="count", count=1)
    mark = len(game.log.events)
    challenge.advance(game)
    run = acts(game.log.events[mark:], "Move")[0]
    way_out = game.challenge.zone(2)
    assert way_out.exit and not way_out.back  # not back past the guild's way in
    assert run.result == f"to {way_out.name}"
    assert {f.zone for f in game.challenge.side("foes")} == {2}
    # next time they act, from the way out, they are gone
    ch = game.challenge
    game.challenge = replace(
        ch,
        step="count",
        queue=(),
        window=False,
        declared=(),
        groups=tuple(replace(g, acted=g.side == "guild") for g in ch.groups),
    )
    give(game, GM, "The Hierophant")
    quiet_watch(game)
    mark = len(game.log.events)
    challenge.advance(game)
    events = game.log.events[mark:]
    assert acts(events, "Move")[0].result == "flee the fight"
    assert game.challenge is None and game.phase == "crawl"
    accounted(game)


def test_a_positive_mood_from_banter_ends_the_fight_and_returns_to_the_parley() -> None:
    game = ready(emotion="fear")
    game.meeting = replace(game.meeting, traits=())
    game.meeting = replace(game.meeting, tongues=("vulgaris",))  # words they follow (p. 29)
    set_parts(game, "foes.2", 2, 0)  # bloodied: Wary, Morale 10
    lay(game, "Temperance", Bryonie="Two of Cups", Gunhild="Three of Cups", Bidziil="Four of Cups")
    hand(game, "Bryonie", "Nine of Cups")
    turn(game, "Bryonie")
    events = play(game, "Bryonie", "Nine of Cups", "Banter", target="foes.1", option="placate")
    banter = acts(events, "Banter")[0]
    assert (banter.value, banter.vs) == (13, 10)
    assert [(e.emotion, e.cause) for e in events if isinstance(e, ev.Disposition)] == [
        ("trust", "banter")
    ]
    assert game.challenge is None and game.phase == "parley"
    accounted(game)


# --- retreat and surrender (p. 124) --------------------------------------------------------------


def _fleeing(seed: int = 2) -> Game:
    game = ready(seed)
    hand(game, "Gunhild", "Ace of Wands", "Nine of Wands")
    hand(game, "Bidziil", "Two of Wands", "Eight of Wands")
    hand(game, "Bryonie", "Three of Wands", "Seven of Wands")
    return game


def test_retreat_two_hits_is_a_clean_getaway() -> None:
    game = _fleeing()
    on_top(game, "King of Cups", "King of Swords")  # Gunhild (Pentacles 4), Bidziil (1)
    quiet_watch(game)
    events = game.execute(cmd.Retreat())
    group = next(e for e in events if isinstance(e, ev.GroupTest))
    assert group.hits == 2
    assert not [e for e in events if isinstance(e, ev.Wound)]
    assert game.challenge is None and game.phase == "crawl"
    accounted(game)


def test_retreat_one_hit_gets_away_but_the_last_in_line_takes_a_wound() -> None:
    game = _fleeing()
    on_top(game, "King of Pentacles", "Two of Cups", "Three of Swords")  # 2 hits, then −1
    quiet_watch(game)
    events = game.execute(cmd.Retreat())
    group = next(e for e in events if isinstance(e, ev.GroupTest))
    assert group.hits == 1
    last = game.guild.in_marching_order()[-1].name
    assert [w.cause for w in wounds(events, last)] == ["caught in the retreat"]
    assert game.challenge is None and game.phase == "crawl"
    accounted(game)


def test_retreat_one_hit_costs_the_complication_and_nothing_more() -> None:
    game = _fleeing()
    on_top(game, "King of Pentacles", "Two of Cups", "Three of Swords")
    events = game.execute(cmd.Retreat())
    bidziil = name_of(game, "Bidziil")
    # his own pushed test failed (a great failure in danger: one Wound, p. 9); no more
    assert len(wounds(events, bidziil)) == 1


def test_retreat_no_hits_is_cornered_and_no_second_retreat_that_round() -> None:
    game = _fleeing()
    on_top(game, "King of Cups", "Two of Cups", "Three of Swords")  # 1 hit, then −1
    events = game.execute(cmd.Retreat())
    assert next(e for e in events if isinstance(e, ev.GroupTest)).hits == 0
    assert rulings(events, "cornered")
    assert game.challenge is not None and game.challenge.retreated
    assert all(len(game.challenge.hand(f.key)) == 1 for f in game.challenge.side("guild"))
    with pytest.raises(IllegalCommand, match="cornered"):
        game.execute(cmd.Retreat())
    accounted(game)


def _only_gunhild_standing(game: Game) -> None:
    for who in ("Bidziil", "Bryonie"):
        a = game.guild.adventurer(key(game, who))
        down = a.conditions.model_copy(update={"staggered": True, "deaths_door": True})
        game.guild = game.guild.with_adventurer(a.model_copy(update={"conditions": down}))


def test_retreat_with_one_standing_is_one_test_whose_success_is_enough() -> None:
    """p. 124 with p. 11: the lone adventurer able to act tests once, not twice, and a success
    is the one hit a single tester needs. Play-test 30 saw the same name test twice, and a
    success add up to "no hits" after the first push went badly."""
    game = _fleeing()
    _only_gunhild_standing(game)
    on_top(game, "Ten of Cups", "Two of Cups", "Three of Swords")  # 10 + Pentacles 4 = 14
    quiet_watch(game)
    events = game.execute(cmd.Retreat())
    gunhild = name_of(game, "Gunhild")
    assert [f.who for f in events if isinstance(f, ev.Fate)] == [gunhild]
    group = next(e for e in events if isinstance(e, ev.GroupTest))
    assert (group.testers, group.hits, group.needed) == ((gunhild,), 1, 1)
    assert rulings(events, "the only one standing")
    assert game.challenge is None and game.phase == "crawl"


def test_retreat_with_one_standing_who_falls_tests_no_more() -> None:
    """A pushed great failure puts the lone runner at Death's Door: no second test follows.
    She wears no armor, which could otherwise take the Wound even now (p. 124)."""
    game = _fleeing()
    _only_gunhild_standing(game)
    a = game.guild.adventurer(key(game, "Gunhild"))
    hurt = a.conditions.model_copy(update={"staggered": True, "injured": True})
    bare = a.inventory
    for uid in durability.protection(bare, game.pack.items):
        bare = pack_space.remove(bare, uid)
    a = a.model_copy(update={"conditions": hurt, "inventory": bare})
    game.guild = game.guild.with_adventurer(a)
    on_top(game, "Two of Cups", "Three of Swords", "King of Pentacles")
    events = game.execute(cmd.Retreat())
    assert [f.outcome for f in events if isinstance(f, ev.Fate)] == ["great_failure"]
    assert game.guild.adventurer(key(game, "Gunhild")).conditions.deaths_door


def test_a_lair_bound_lord_lets_the_guild_go_without_a_test(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = _fleeing()
    become(monkeypatch, lambda pack: replace(goblins_block(pack), lord=True))
    events = game.execute(cmd.Retreat())
    assert rulings(events, "will not leave their lair")
    assert not [e for e in events if isinstance(e, ev.GroupTest)]
    assert game.challenge is None and game.phase == "crawl"
    accounted(game)


def test_surrender_is_refused_by_the_mindless(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _fleeing()
    become(monkeypatch, lambda pack: replace(goblins_block(pack), mindless=True))
    with pytest.raises(IllegalCommand, match="take no prisoners"):
        game.execute(cmd.Surrender())
    assert game.challenge is not None
    accounted(game)


def test_a_band_that_talks_takes_the_surrender_and_the_gold() -> None:
    game = _fleeing()
    events = game.execute(cmd.Surrender())
    assert rulings(events, "the guild surrenders")
    assert all(a.gold == 0 for a in game.guild.adventurers)
    assert game.challenge is None and game.phase == "crawl"
    accounted(game)


# --- the fallen (p. 125) -------------------------------------------------------------------------


@pytest.mark.parametrize(("spare", "out"), [(True, "spared"), (False, "down")])
def test_a_spared_foe_is_taken_alive(spare: bool, out: str) -> None:
    game = ready()
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Knight of Swords")
    hand(game, "Bidziil", "Nine of Swords")
    set_parts(game, "foes.1", 1, 0)
    turn(game, "Gunhild")
    events = play(game, "Gunhild", "Knight of Swords", "Attack", target="foes.1", spare=spare)
    assert fighter(game, "foes.1").out == out
    assert said(events, "taken alive") is spare
    accounted(game)


def test_a_dungeon_lords_parts_fall_one_by_one(monkeypatch: pytest.MonkeyPatch) -> None:
    become(monkeypatch, lambda pack: REAL(pack, "titan_sporehulk"))  # type: ignore[arg-type]
    game = ready(count=1)
    hulk = game.challenge.fighter("foes.1")
    assert [(p.id, p.core) for p in hulk.parts] == [
        ("legs", False),
        ("left_arm", False),
        ("right_arm", False),
        ("torso", True),
        ("rune", False),
    ]
    broken = {"rune": 0}  # his rune of protection already broken (p. 279)
    game.challenge = game.challenge.with_fighter(
        replace(
            hulk,
            parts=tuple(replace(p, health=broken.get(p.id, 1), defense=0) for p in hulk.parts),
        )
    )
    lay(
        game, "The Magician", Bidziil="Two of Cups", Gunhild="Three of Cups", Bryonie="Four of Cups"
    )
    cards = ("Five of Swords", "Six of Swords", "Seven of Swords", "Eight of Swords")
    hand(game, "Bidziil", *cards)
    hand(game, "Gunhild", "Nine of Swords")
    fallen = []
    for card, part in zip(cards, ("legs", "left_arm", "right_arm", "torso"), strict=True):
        turn(game, "Bidziil")
        events = play(game, "Bidziil", card, "Attack", target="foes.1", part=part)
        fallen += [g.why for g in rulings(events, "is defeated")]
        if game.challenge is not None:
            assert game.challenge.fighter("foes.1").fighting
    assert [why.split("'s ")[-1].split(":")[0] for why in fallen] == [
        "Legs is defeated",
        "Left Arm is defeated",
        "Right Arm is defeated",
        "Torso is defeated",
    ]
    assert said(events, "falls at Death's Door")
    assert game.challenge is None  # the lord was the whole band
    accounted(game)


def test_an_undead_foe_falls_apart_at_health_zero(monkeypatch: pytest.MonkeyPatch) -> None:
    become(monkeypatch, lambda pack: replace(goblins_block(pack), theme="undead", falls_apart=True))
    game = ready()
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Knight of Swords")
    hand(game, "Bidziil", "Nine of Swords")
    set_parts(game, "foes.1", 1, 0)
    turn(game, "Gunhild")
    events = play(game, "Gunhild", "Knight of Swords", "Attack", target="foes.1")
    assert fighter(game, "foes.1").out == "destroyed"
    assert said(events, "falls apart")
    accounted(game)


# --- the end of the round (pp. 115, 123) ---------------------------------------------------------


def test_the_end_of_the_round_discards_hands_and_initiatives_but_keeps_facedown_cards() -> None:
    game = gunhild_first()
    hand(game, "Gunhild", "Six of Pentacles", "Seven of Swords")
    hand(game, "Bidziil", "Eight of Swords")
    gunhild = turn(game, "Gunhild")
    play(game, "Gunhild", "Six of Pentacles", "Dodge")
    no_fool_this_round(game)
    challenge.end_round(game)
    ch = game.challenge
    assert ch.hands == {}
    assert all(g.initiative is None and not g.acted for g in ch.groups)
    assert ch.group(gunhild).facedown.card == tarot.card_named("Six of Pentacles")
    minor = game.decks.minor.discard_pile
    for name in (
        "Seven of Swords",
        "Eight of Swords",
        "Two of Cups",
        "Three of Cups",
        "Four of Cups",
    ):
        assert tarot.card_named(name) in minor
    assert tarot.card_named("Temperance") in game.decks.major.discard_pile
    accounted(game)


def test_a_new_round_deals_fresh_hands_and_the_facedown_card_waits() -> None:
    game = gunhild_first()
    gunhild = key(game, "Gunhild")
    hand(game, "Gunhild", "Six of Pentacles")
    hand(game, "Bidziil", "Eight of Swords")
    turn(game, "Gunhild")
    play(game, "Gunhild", "Six of Pentacles", "Dodge")
    everyone_acted_but(game, "Bidziil")
    turn(game, "Bidziil")
    events = game.execute(cmd.Pass())
    rounds = [e for e in events if isinstance(e, ev.ChallengeRound)]
    assert [r.round for r in rounds] == [2]
    ch = game.challenge
    assert ch.step == "initiative"
    assert all(len(ch.hand(f.key)) == 4 for f in ch.side("guild"))  # four, face-down or not
    assert all(ch.group(f.key).initiative is None for f in ch.side("guild"))
    assert ch.group(gunhild).facedown.card == tarot.card_named("Six of Pentacles")
    accounted(game)


def test_the_gm_mulligans_a_hand_of_greater_dooms() -> None:
    game = ready(count=6)
    lay(
        game, "The Magician", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups"
    )
    hand(game, "Bidziil", "Eight of Swords")
    no_fool_this_round(game)
    greater = tuple(c for c in tarot.MAJOR_CARDS if c.value > 14)
    major = game.decks.major
    assert not set(greater) & set(major.elsewhere)
    rest = tuple(c for c in (*major.draw_pile, *major.discard_pile) if c not in greater)
    game.decks = game.decks.replace(tarot.Deck("major", (*greater, *rest), (), major.elsewhere))
    everyone_acted_but(game, "Bidziil")
    turn(game, "Bidziil")
    events = game.execute(cmd.Pass())
    assert next(e for e in events if isinstance(e, ev.ChallengeRound)).gm_cards == 6
    assert rulings(events, "throws the hand in")
    thrown = set(greater[:6])
    assert thrown <= set(game.decks.major.discard_pile)
    assert tarot.card_named("The World") in game.challenge.hand(GM)
    assert game.challenge.group("foes").initiative.value <= 14
    accounted(game)


def test_a_bare_number_moves_to_the_zone_of_that_number_only() -> None:
    """Play-test (seed 1): 'move 2' with status listing '2. the way to 210' went to 'the way
    to 203', zone 1, since its name holds a 2; 'move 0' did the same."""
    game = ready(emotion="fear")
    three_zones(game, back="the way to 203", on="the way to 210")
    lay(game, "Temperance", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Two of Swords", "Three of Swords")
    turn(game, "Gunhild")
    assert fighter(game, "Gunhild").zone == 0, "precondition: Gunhild starts on the threshold"
    with pytest.raises(IllegalCommand, match="not a zone Move can reach"):
        play(game, "Gunhild", "Two of Swords", "Move", option="0")
    with pytest.raises(IllegalCommand, match="could be the way to 203 or the way to 210"):
        play(game, "Gunhild", "Two of Swords", "Move", option="way to")
    with pytest.raises(IllegalCommand, match="not a zone Move can reach"):
        play(game, "Gunhild", "Two of Swords", "Move", option="21")  # no word of a name
    play(game, "Gunhild", "Two of Swords", "Move", option="2")
    assert fighter(game, "Gunhild").zone == 2
