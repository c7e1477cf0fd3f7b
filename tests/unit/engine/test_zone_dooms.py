"""Zone-wide dooms played as a band's own action (Appendix C), with the book's numbers, and
the Stun they lay (p. 13).

The stand-in monster fights as the book's goblins (``fight_kit``) given the doom under test;
seed 5's guild: Patty, Offa and Svein, all in the first zone.
"""

from __future__ import annotations

from dataclasses import replace

from tests.unit.engine import fight_kit
from tests.unit.engine.fight_kit import give, set_initiative
from tests.unit.engine.test_creature_dooms import (
    doom,
    fighting_as,  # noqa: F401  (a fixture)
    member,
    ready,
    rulings,
)
from worm import tarot
from worm.engine import antagonists, autoplay, challenge
from worm.engine import events as ev
from worm.engine.actions import harm
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.challenge import GM
from worm.text import fight as fight_text

HANDS = {
    "Patty": ("Two of Pentacles", "Ten of Swords"),
    "Offa": ("Two of Wands", "Ten of Wands"),
    "Svein": ("Two of Swords", "Ten of Pentacles"),
}
"""Each adventurer's hand: a low card and a high one, so what a Stun takes is seen."""


def hands(game: Game) -> None:
    for who, names in HANDS.items():
        give(game, member(game, who), *names)


def stunned(game: Game, who: str) -> bool:
    """Whether ``who`` has let the low card go and kept the high one (p. 13)."""
    low, high = HANDS[who]
    left = held(game, who)
    assert len(left) >= 1 and high in left, left
    return low not in left


def play(game: Game, name: str, card: str, *, minor: bool = False) -> list[ev.Event]:
    """The band declares ``name`` with ``card`` against everyone in its zone, and reveals it."""
    give(game, GM, card)
    targets = tuple((f.key, 1) for f in game.challenge.side("guild"))
    plan = antagonists.tactics.Plan("Doom", tarot.card_named(card), targets, doom=name)
    declared = antagonists._declare(game, "foes", plan, minor=minor)
    mark = len(game.log.events)
    challenge.reveal(game, declared)
    return game.log.events[mark:]


def held(game: Game, who: str) -> list[str]:
    return sorted(c.name for c in game.challenge.hand(member(game, who)))


def initiatives(game: Game) -> None:
    """Patty 11, Offa 12, Svein 3."""
    for who, card in (
        ("Patty", "Page of Cups"),
        ("Offa", "Knight of Cups"),
        ("Svein", "Three of Cups"),
    ):
        set_initiative(game, member(game, who), card)


def test_unearthly_fear_adds_wands_on_its_turn_and_stuns_whom_it_beats(
    fighting_as,  # noqa: F811
) -> None:
    """p. 277: the card is matched against each Initiative in the zone, with the skeleton's
    Wands 4 on its own turn: The Chariot (7) + 4 = 11 stuns Patty (11, a tie) and Svein (3),
    not Offa (12). A Stunned adventurer lets a card go (p. 13)."""
    game = ready()
    fighting_as(lesser=(doom(game, "skeleton", "Unearthly Fear"),), wands=4)
    initiatives(game)
    hands(game)
    events = play(game, "Unearthly Fear", "The Chariot")
    shown = [e for e in events if isinstance(e, ev.Action)]
    assert shown[0].action == "Unearthly Fear" and shown[0].value == 11
    assert stunned(game, "Patty") and stunned(game, "Svein")
    assert not stunned(game, "Offa")


def test_unearthly_fear_as_a_minor_action_is_the_card_alone(
    fighting_as,  # noqa: F811
) -> None:
    """p. 277: Wands are added only on the skeleton's own turn: The Chariot (7) alone beats
    only Svein (3)."""
    game = ready()
    fighting_as(lesser=(doom(game, "skeleton", "Unearthly Fear"),), wands=4)
    initiatives(game)
    hands(game)
    play(game, "Unearthly Fear", "The Chariot", minor=True)
    assert not stunned(game, "Patty")
    assert stunned(game, "Svein")


def test_the_yellow_kings_sorrow_stuns_whom_it_beats_with_wands_6(
    fighting_as,  # noqa: F811
) -> None:
    """p. 269: Sorrow! Sorrow! Sorrow! is matched as Unearthly Fear is, with the Yellow
    King's Wands 6 on his turn: The Emperor (4) + 6 = 10 beats Svein (3), not Patty (11)."""
    game = ready()
    fighting_as(lesser=(doom(game, "lich_yellow_king", "Sorrow! Sorrow! Sorrow!"),), wands=6)
    initiatives(game)
    hands(game)
    events = play(game, "Sorrow! Sorrow! Sorrow!", "The Emperor")
    assert [e.value for e in events if isinstance(e, ev.Action)] == [10]
    assert stunned(game, "Svein")
    assert not stunned(game, "Patty") and not stunned(game, "Offa")


def test_fear_sends_whom_it_beats_to_a_neighbouring_zone(
    fighting_as,  # noqa: F811
) -> None:
    """p. 249: an undead's Fear, The Chariot (7) + Wands 4 = 11, Displaces Patty (11) and
    Svein (3) to a neighbouring zone; Offa (12) holds his ground."""
    game = ready()
    fighting_as(lesser=(doom(game, "undead", "Fear"),), wands=4)
    initiatives(game)
    start = game.challenge.fighter(member(game, "Offa")).zone
    near = game.challenge.zone(start).neighbours
    assert near, "the first zone has a neighbour to fall back to"
    play(game, "Fear", "The Chariot")
    ch = game.challenge
    assert ch.fighter(member(game, "Offa")).zone == start
    assert ch.fighter(member(game, "Patty")).zone in near
    assert ch.fighter(member(game, "Svein")).zone in near


def test_choking_spores_silence_everyone_in_the_zone_until_they_recover(
    fighting_as,  # noqa: F811
) -> None:
    """p. 263: a lesser doom Silences every creature in the fungoid's zone, whatever its
    Initiative; Silence is one an adventurer can Recover from."""
    game = ready()
    fighting_as(lesser=(doom(game, "fungoid", "Choking Spores"),))
    initiatives(game)
    play(game, "Choking Spores", "The Magician")
    for f in game.challenge.side("guild"):
        assert "silence" in f.effects
    assert game.pack.effects["silence"].recoverable


def test_a_harpys_shriek_stuns_everyone_in_its_zone(
    fighting_as,  # noqa: F811
) -> None:
    """p. 265: a greater doom Stuns every non-harpy in the zone, Offa's Initiative 12
    notwithstanding: each lets a card go."""
    game = ready()
    fighting_as(greater=(doom(game, "harpy", "Shriek"),))
    initiatives(game)
    hands(game)
    play(game, "Shriek", "The Star")
    assert all(stunned(game, who) for who in HANDS)


def test_an_elites_potence_lays_the_gms_chosen_effect_on_the_whole_zone(
    fighting_as,  # noqa: F811
) -> None:
    """p. 251: a greater doom lays one effect on every adventurer in the elite's zone; the
    GM's policy picks Stun, the first the book names."""
    game = ready()
    fighting_as(greater=(doom(game, "elite", "Potence"),))
    hands(game)
    events = play(game, "Potence", "The Sun")
    assert [e.result for e in events if isinstance(e, ev.Action)][0].startswith("Stun on ")
    assert all(stunned(game, who) for who in HANDS)


def test_the_gm_plays_a_zone_doom_on_a_crowd_and_attacks_a_lone_adventurer(
    fighting_as,  # noqa: F811
) -> None:
    """Policy (``worm.gm.zonewide``, p. 277): with Unearthly Fear in hand the skeletons play
    it when it reaches two or more adventurers, and log the page; with one adventurer left in
    their zone they Attack as before."""
    game = ready()
    fighting_as(lesser=(doom(game, "skeleton", "Unearthly Fear"),), wands=4)
    hands(game)
    give(game, GM, "The Chariot", "Strength")
    mark = len(game.log.events)
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and (plan.action, plan.doom) == ("Doom", "Unearthly Fear")
    assert rulings(game.log.events[mark:], "p. 277")
    ch = game.challenge
    far = ch.zone(0).neighbours[0]
    for who in ("Offa", "Svein"):
        ch = ch.with_fighter(replace(ch.fighter(member(game, who)), zone=far))
    game.challenge = ch
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.action == "Attack"


def test_a_shriek_no_longer_rides_an_attack(
    fighting_as,  # noqa: F811
) -> None:
    """p. 265: Shriek is played on its own; with one adventurer in reach the greater card
    is not paired with an Attack as if the scream were a blow's rider."""
    game = ready()
    fighting_as(greater=(doom(game, "harpy", "Shriek"),))
    ch = game.challenge
    far = ch.zone(0).neighbours[0]
    for who in ("Offa", "Svein"):
        ch = ch.with_fighter(replace(ch.fighter(member(game, who)), zone=far))
    game.challenge = ch
    give(game, GM, "The Chariot", "The Star")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.action == "Attack"
    assert plan.doom != "Shriek" and plan.extra is None


def test_a_stunned_adventurer_lets_the_lowest_card_go_and_keeps_the_fool() -> None:
    """p. 13: Stun costs a card from hand at once; the game lets the lowest go for the
    player (policy), the Fool only when nothing else is left, and nothing stays to Recover."""
    game = ready()
    patty = member(game, "Patty")
    give(game, patty, "The Fool", "Five of Cups", "Nine of Swords")
    harm.afflict(game, patty, "stun")
    assert held(game, "Patty") == ["Nine of Swords", "The Fool"]
    assert "stun" not in game.challenge.fighter(patty).effects
    give(game, patty, "The Fool")
    harm.afflict(game, patty, "stun")
    assert held(game, "Patty") == []


def test_the_fight_log_names_the_doom_and_its_wands(
    fighting_as,  # noqa: F811
) -> None:
    """The text game and the terminal log show the doom with its sum: the card, the
    skeleton's Wands on its turn, and whom it Stunned."""
    game = ready()
    fighting_as(lesser=(doom(game, "skeleton", "Unearthly Fear"),), wands=4)
    initiatives(game)
    hands(game)
    events = play(game, "Unearthly Fear", "The Chariot")
    line = fight_text.action_line(next(e for e in events if isinstance(e, ev.Action)))
    assert "Unearthly Fear — The Chariot (7) + Wands 4 = 11" in line
    assert "Stun on Patty" in line and "Svein" in line and "1 stand firm" in line


def test_the_fool_may_interrupt_a_zone_doom() -> None:
    """p. 114: the band's doom is declared like any action aimed at the guild, so one holding
    the Fool is asked, in words that name the doom."""
    game = ready()
    give(game, GM, "Justice")
    targets = tuple((f.key, 1) for f in game.challenge.side("guild"))
    d = antagonists._declare(
        game,
        "foes",
        antagonists.tactics.Plan("Doom", tarot.card_named("Justice"), targets, doom="Fear"),
        minor=False,
    )
    mark = len(game.log.events)
    challenge._offer_interrupt(game, d)
    said = [e.text for e in game.log.events[mark:] if isinstance(e, ev.Narration)]
    assert "ready to play Fear on" in said[0]


def test_autoplayed_skeletons_cast_unearthly_fear_and_the_fight_goes_on() -> None:
    """p. 277, played end to end: the bot's guild against three skeletons, autoplayed to
    the end of the fight. Within the first seeds one fight shows the skeletons' Unearthly Fear
    with its page in the GM log; every fight ends."""
    seen = []
    for seed in range(6):
        game = fight_kit.fight(seed, count=3, creature="skeletons")
        mark, bot = len(game.log.events), autoplay.Autoplay(0.0)
        for _ in range(600):
            command = bot.next(game) if game.challenge is not None else None
            if command is None:
                break
            try:
                game.execute(command)
            except IllegalCommand:  # the bot's refused tries are part of play
                bot.refused(game, command)
        assert game.challenge is None, f"seed {seed}: the fight did not end"
        events = game.log.events[mark:]
        played = [e for e in events if isinstance(e, ev.Action) and e.action == "Unearthly Fear"]
        if played and rulings(events, "p. 277"):
            seen.append(seed)
    assert seen, "no autoplayed fight showed Unearthly Fear"
