"""What the two rummies share: the standard 52-card deck, card codes and written melds."""
