#!/bin/bash
cd /work/main
bash /root/.cache/htab-gp/dev/inboot-20261201T145413Z/boot-5/run.sh 
echo $? > /root/.cache/htab-gp/dev/inboot-20261201T145413Z/boot-5/rc
dmesg > /root/.cache/htab-gp/dev/inboot-20261201T145413Z/boot-5/dmesg
