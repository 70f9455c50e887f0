#!/usr/bin/env python3
"""Writes synthetic storyboards for the benchmark's Interface Builder measurement.
Usage: generate-storyboards.py OUT_DIR [MEGABYTES]   (default 50)
"""
import os
import random
import sys

HEAD = '''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <scenes>
'''
SCENE = '''        <scene sceneID="s{n}">
            <objects>
                <viewController id="vc{n}" customClass="Screen{n}ViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v{n}">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
{subviews}                        </subviews>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    </view>
                </viewController>
            </objects>
        </scene>
'''
LABEL = '''                            <label opaque="NO" text="Label {n}-{k}" textAlignment="natural" id="l{n}-{k}">
                                <rect key="frame" x="16" y="{y}" width="361" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                {color}
                            </label>
'''
TAIL = '''    </scenes>
    <resources>
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
    </resources>
</document>
'''


def main():
    out = sys.argv[1]
    megabytes = float(sys.argv[2]) if len(sys.argv) > 2 else 50
    rnd = random.Random(3)
    os.makedirs(out, exist_ok=True)
    total, f = 0, 0
    while total < megabytes * 1_000_000:
        parts = [HEAD]
        for n in range(60):
            subviews = ""
            for k in range(20):
                color = ('<color key="textColor" red="0.2" green="0.2" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>'
                         if rnd.random() < 0.05 else '<color key="textColor" systemColor="labelColor"/>')
                subviews += LABEL.format(n=n, k=k, y=20 + 30 * k, color=color)
            parts.append(SCENE.format(n=n, subviews=subviews))
        parts.append(TAIL)
        text = "".join(parts)
        with open(os.path.join(out, f"Screen{f}.storyboard"), "w") as fh:
            fh.write(text)
        total += len(text)
        f += 1
    print(f"{f} storyboards, {total / 1e6:.1f} MB in {out}")


if __name__ == "__main__":
    main()
