#!/bin/bash
cd /work/main
bash /root/.cache/htab-gp/dev/ab-20261201T065734Z/r2-nolists/run.sh 
echo $? > /root/.cache/htab-gp/dev/ab-20261201T065734Z/r2-nolists/rc
dmesg > /root/.cache/htab-gp/dev/ab-20261201T065734Z/r2-nolists/dmesg
